import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import { createSecondCompany, type SecondCompany } from '../../testing/second-company.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';

let t: TestApp;
let hq: string;
let agent: string;
let second: SecondCompany;
let photo: Buffer;

const entry = { hofTitle: 'Top seller 2026', hofDate: '2026-06-30', userName: 'Siti', userAchievement: 'RM 1 mil' };
const store = (body: Record<string, string | null>, token = hq) =>
  t.call('POST', '/api/setup/hof/store', { token, body });
const list = (token = hq) => t.call('GET', '/api/setup/hof', { token });
const remove = (id: string, token = hq) => t.call('DELETE', `/api/setup/hof/delete/${id}`, { token });
const upload = (content: Buffer, token = hq) =>
  postFile(t, '/api/setup/hof/image', token, { content, filename: 'photo.png', type: 'image/png' });

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  agent = await t.login('agent3@demo.niaga.test');
  second = await createSecondCompany(t);
  photo = await new Jimp({ width: 60, height: 60, color: 0x3366ccff }).getBuffer('image/png');
});
afterAll(() => t.close());

describe('hall of fame', () => {
  it('HQ uploads a photo and adds an entry; agents read it, newest date first', async () => {
    const uploaded = await upload(photo);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { large } = uploaded.json().data as { large: string };
    expect(large).toMatch(/^\/uploads\/demo\/[A-Za-z0-9-]+-l\.png$/);

    const saved = await store({ ...entry, userImg: large });
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.meta?.message).toBe('Hall of fame entry saved.');
    expect(saved.data).toMatchObject({ ...entry, companyId: 'demo', userImg: large });
    await store({ ...entry, hofTitle: 'Older', hofDate: '2025-01-01' });

    const read = await list(agent);
    expect(read.status).toBe(200);
    expect(read.data.items.map((row: { hofTitle: string }) => row.hofTitle)).toEqual(['Top seller 2026', 'Older']);
    expect(read.data.total).toBe(2);
  });

  it('changes and deletes an entry; unknown ids answer 404', async () => {
    const saved = await store({ ...entry, hofTitle: 'To change' });
    const changed = await store({ ...entry, id: saved.data.id, hofTitle: 'Changed', userImg: null });
    expect(changed.data).toMatchObject({ id: saved.data.id, hofTitle: 'Changed', userImg: null });
    expect((await store({ ...entry, id: 'nope' })).status).toBe(404);
    expect((await remove(saved.data.id)).status).toBe(200);
    expect((await remove(saved.data.id)).status).toBe(404);
  });

  it('takes only JPEG or PNG by content, and only the company’s own uploads as photos', async () => {
    const notImage = await upload(Buffer.from('GIF89a not really'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().meta.errors).toEqual({ file: 'Only JPEG or PNG images are accepted.' });
    for (const userImg of ['https://evil.example/x.png', '/uploads/second/abc-l.png', '/uploads/demo/../x.png']) {
      const refused = await store({ ...entry, userImg });
      expect(refused.status).toBe(400);
      expect(refused.meta?.errors).toHaveProperty('userImg');
    }
    const badDate = await store({ ...entry, hofDate: '2026-02-31' });
    expect(badDate.status).toBe(400);
    expect(badDate.meta?.errors).toHaveProperty('hofDate');
  });

  it('lets staff with setup_hall_of_fame curate; agents and other staff only read', async () => {
    const curator = await signInNewStaff(t, 'hof-staff@demo.niaga.test', 'Hof Staff', ['setup_hall_of_fame']);
    const other = await signInNewStaff(t, 'hof-other@demo.niaga.test', 'Other Staff', ['create_product']);
    const saved = await store({ ...entry, hofTitle: 'By staff' }, curator);
    expect(saved.status).toBe(200);
    expect((await upload(photo, curator)).statusCode).toBe(200);
    for (const token of [agent, other]) {
      expect((await store(entry, token)).status).toBe(403);
      expect((await remove(saved.data.id, token)).status).toBe(403);
      expect((await upload(photo, token)).statusCode).toBe(403);
      expect((await list(token)).status).toBe(200);
    }
    expect((await t.call('GET', '/api/setup/hof')).status).toBe(401);
  });

  it('keeps each company’s entries to itself', async () => {
    const mine = await store({ ...entry, hofTitle: 'Demo only' });
    const theirs = await list(second.tokens.agent);
    expect(theirs.data.items).toEqual([]);
    expect((await remove(mine.data.id, second.tokens.hq)).status).toBe(404);
    expect((await store({ ...entry, id: mine.data.id }, second.tokens.hq)).status).toBe(404);
    expect((await list()).data.items.some((row: { id: string }) => row.id === mine.data.id)).toBe(true);
  });
});
