import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { postFile, TINY_PNG } from '../../testing/multipart.js';
import type { SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { contentCallers } from './content-fixtures.js';
import { latestNews } from './news-feed.service.js';

let t: TestApp;
let hq: string;
let stockist: string;
let agent: string;
let second: SecondCompany;
let L1: string;
let L3: string;

type Post = { id: string; subject: string; pin: boolean };
const store = (body: Record<string, unknown>, token = hq) =>
  t.call('POST', '/api/setup/news-feed/store', { token, body });
const feed = (token = hq, query = '') => t.call('GET', `/api/setup/news-feed${query}`, { token });
const pin = (id: string, value: boolean, token = hq) =>
  t.call('POST', '/api/setup/news-feed/updatePin', { token, body: { id, pin: value } });
const remove = (id: string, token = hq) => t.call('DELETE', `/api/setup/news-feed/delete/${id}`, { token });
const fileOf = (id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/setup/news-feed/${id}/file`,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
  });
const uploadFile = (content: Buffer | string, token = hq) =>
  postFile(t, '/api/setup/news-feed/file', token, { content, filename: 'doc.pdf', type: 'application/pdf' });
const subjects = (page: { items: Post[] }) => page.items.map((post) => post.subject);
const PDF = Buffer.from('%PDF-1.4\n% tiny\n%%EOF\n');

beforeAll(async () => {
  ({ t, hq, stockist, agent, second, L1, L3 } = await contentCallers());
});
afterAll(() => t.close());

describe('news feed', () => {
  it('HQ posts text, an image, a video and an attachment; agents read them', async () => {
    const image = await new Jimp({ width: 60, height: 40, color: 0x3366ccff }).getBuffer('image/png');
    const uploaded = await postFile(t, '/api/setup/news-feed/image', hq, { content: image, filename: 'a.png' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { large } = uploaded.json().data as { large: string };
    const attachment = await uploadFile(PDF);
    expect(attachment.statusCode, attachment.body).toBe(200);
    expect(attachment.json().data).toMatchObject({ file: expect.stringMatching(/\.pdf$/), type: 'pdf' });

    const saved = await store({
      subject: 'Launch day',
      content: 'New range\nout now',
      image: large,
      file: attachment.json().data.file,
      fileName: 'Price list.pdf',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ?t=3',
    });
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.meta?.message).toBe('News post saved.');
    const id = saved.data.id as string;
    expect(saved.data).toMatchObject({
      companyId: 'demo',
      subject: 'Launch day',
      content: 'New range\nout now',
      image: large,
      authorName: expect.any(String),
      file: {
        id: attachment.json().data.file,
        url: `/api/setup/news-feed/${id}/file`,
        name: 'Price list.pdf',
        type: 'pdf',
      },
      video: { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      pin: false,
      levelIds: [],
    });

    const read = await feed(agent);
    expect(read.status).toBe(200);
    expect(read.data.items[0]).toMatchObject({ id, subject: 'Launch day' });
    const file = await fileOf(id, agent);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('stores Vimeo links and bare ids normalised; refuses other links in the caller’s language', async () => {
    const vimeo = await store({ subject: 'Vimeo', videoLink: 'https://vimeo.com/76979871' });
    expect(vimeo.data.video).toEqual({ provider: 'vimeo', id: '76979871' });
    const bare = await store({ id: vimeo.data.id, subject: 'Vimeo', videoLink: 'dQw4w9WgXcQ' });
    expect(bare.data.video).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    const cleared = await store({ id: vimeo.data.id, subject: 'Vimeo', videoLink: null });
    expect(cleared.data.video).toBeNull();
    await remove(vimeo.data.id);

    for (const [language, message] of [
      ['en', 'Enter a YouTube or Vimeo link (or video id).'],
      ['id', 'Masukkan tautan YouTube atau Vimeo (atau id video).'],
      ['ms', 'Masukkan pautan YouTube atau Vimeo (atau id video).'],
    ] as const) {
      const refused = await t.call('POST', '/api/setup/news-feed/store', {
        token: hq,
        body: { subject: 'Bad video', videoLink: 'https://example.com/watch?v=dQw4w9WgXcQ' },
        language,
      });
      expect(refused.status).toBe(400);
      expect(refused.meta?.errors).toEqual({ videoLink: message });
    }
  });

  it('shows a post only to the chosen levels; others get 404 for it and its file', async () => {
    const attachment = await uploadFile(PDF);
    const forStockists = await store({ subject: 'Stockists only', levelIds: [L1], file: attachment.json().data.file });
    expect(forStockists.data.levels).toEqual([{ id: L1, name: 'Stockist' }]);
    const id = forStockists.data.id as string;
    expect(subjects((await feed(stockist)).data)).toContain('Stockists only');
    expect(subjects((await feed(agent)).data)).not.toContain('Stockists only');
    expect(subjects((await feed(hq)).data)).toContain('Stockists only');
    expect((await fileOf(id, stockist)).statusCode).toBe(200);
    expect((await fileOf(id, agent)).statusCode).toBe(404);

    // The dashboard's widget reads the same feed: the Agent level's caller never gets the stockists' post.
    const agentCtx = { companyId: 'demo', user: { role: 'agent', level: { id: L3 } } } as unknown as RequestContext;
    const latest = await latestNews({ db: t.db } as AppDeps, agentCtx, 50);
    expect(latest.map((post) => post.subject)).not.toContain('Stockists only');

    const unknownLevel = await store({ subject: 'Nobody', levelIds: ['no-such-level'] });
    expect(unknownLevel.status).toBe(400);
    expect(unknownLevel.meta?.errors).toHaveProperty('levelIds');
    await remove(id);
  });

  it('puts pinned posts first, then newest; pages go on without overlap', async () => {
    const first = await store({ subject: 'Old news', levelIds: [L3] });
    await store({ subject: 'Newer news' });
    const pinned = await pin(first.data.id, true);
    expect(pinned.status).toBe(200);
    expect(pinned.meta?.message).toBe('News post pinned.');
    expect(pinned.data.pin).toBe(true);

    const all = subjects((await feed(agent, '?limit=100')).data);
    expect(all[0]).toBe('Old news');
    expect(all[1]).toBe('Newer news');
    const pageOne = await feed(agent, '?page=1&limit=2');
    const pageTwo = await feed(agent, '?page=2&limit=2');
    expect([...subjects(pageOne.data), ...subjects(pageTwo.data)]).toEqual(all.slice(0, 4));
    expect(pageOne.data.hasMore).toBe(true);
    expect((await feed(agent, `?page=${all.length}&limit=1`)).data.hasMore).toBe(false);

    const unpinned = await pin(first.data.id, false);
    expect(unpinned.meta?.message).toBe('News post unpinned.');
    expect(subjects((await feed(agent)).data)[0]).toBe('Newer news');
    expect((await pin('nope', true)).status).toBe(404);
  });

  it('changes and deletes a post; unknown ids answer 404', async () => {
    const saved = await store({ subject: 'To change' });
    const changed = await store({ id: saved.data.id, subject: 'Changed', content: 'Body' });
    expect(changed.data).toMatchObject({ id: saved.data.id, subject: 'Changed', content: 'Body' });
    expect((await store({ id: 'nope', subject: 'x' })).status).toBe(404);
    expect((await remove(saved.data.id)).status).toBe(200);
    expect((await remove(saved.data.id)).status).toBe(404);
    expect((await fileOf(saved.data.id, hq)).statusCode).toBe(404);
  });

  it('takes attachments by content (PDF, JPEG, PNG) and only the company’s own uploads', async () => {
    const fake = await uploadFile('GIF89a not a pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().meta.errors).toEqual({ file: 'Only PDF, JPEG or PNG files are accepted.' });
    const png = await postFile(t, '/api/setup/news-feed/file', hq, { content: TINY_PNG, filename: 'x.pdf' });
    expect(png.json().data.type).toBe('png');
    const notImage = await postFile(t, '/api/setup/news-feed/image', hq, { content: PDF, filename: 'x.png' });
    expect(notImage.statusCode).toBe(400);

    for (const image of ['https://evil.example/x.png', '/uploads/second/abc-l.png', '/uploads/demo/../x.png']) {
      const refused = await store({ subject: 'x', image });
      expect(refused.status).toBe(400);
      expect(refused.meta?.errors).toHaveProperty('image');
    }
    for (const file of ['missing.pdf', '../x.pdf', png.json().data.file.replace('.png', '.pdf')]) {
      const refused = await store({ subject: 'x', file });
      expect(refused.status).toBe(400);
      expect(refused.meta?.errors).toHaveProperty('file');
    }
  });

  it('removes an attachment from storage once no post names it (post deleted, or its file replaced)', async () => {
    const upload = async () => (await uploadFile(PDF)).json().data.file as string;
    const [replaced, deleted, shared] = [await upload(), await upload(), await upload()];
    const gone = async (file: string) => (await store({ subject: 'x', file })).meta?.errors?.file !== undefined;
    const post = await store({ subject: 'Files', file: replaced });
    expect((await store({ id: post.data.id, subject: 'Files', file: deleted })).status).toBe(200);
    expect(await gone(replaced)).toBe(true);
    expect((await remove(post.data.id)).status).toBe(200);
    expect(await gone(deleted)).toBe(true);

    const one = await store({ subject: 'Shared one', file: shared });
    const two = await store({ subject: 'Shared two', file: shared });
    await remove(one.data.id);
    await store({ id: two.data.id, subject: 'Shared two, edited', file: shared });
    expect((await fileOf(two.data.id, hq)).statusCode).toBe(200);
    await remove(two.data.id);
    expect(await gone(shared)).toBe(true);
  });

  it('lets HQ and staff with posting_content write; agents and other staff only read', async () => {
    const writer = await signInNewStaff(t, 'news-staff@demo.niaga.test', 'News Staff', ['posting_content']);
    const other = await signInNewStaff(t, 'news-other@demo.niaga.test', 'Other Staff', ['create_product']);
    const saved = await store({ subject: 'By staff' }, writer);
    expect(saved.status).toBe(200);
    expect(saved.data.authorName).toBe('News Staff');
    expect((await uploadFile(PDF, writer)).statusCode).toBe(200);
    for (const token of [agent, other]) {
      expect((await store({ subject: 'x' }, token)).status).toBe(403);
      expect((await pin(saved.data.id, true, token)).status).toBe(403);
      expect((await remove(saved.data.id, token)).status).toBe(403);
      expect((await uploadFile(PDF, token)).statusCode).toBe(403);
    }
    expect((await feed(other)).status).toBe(200);
  });

  it('keeps companies apart', async () => {
    const own = await store({ subject: 'Demo only' });
    const theirs = await feed(second.tokens.hq);
    expect(subjects(theirs.data)).not.toContain('Demo only');
    expect((await pin(own.data.id, true, second.tokens.hq)).status).toBe(404);
    expect((await remove(own.data.id, second.tokens.hq)).status).toBe(404);
    expect((await store({ id: own.data.id, subject: 'x' }, second.tokens.hq)).status).toBe(404);
    expect((await fileOf(own.data.id, second.tokens.agent)).statusCode).toBe(404);
  });
});
