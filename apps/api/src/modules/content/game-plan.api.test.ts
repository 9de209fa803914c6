import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFile } from '../../testing/multipart.js';
import type { SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { contentCallers } from './content-fixtures.js';

let t: TestApp;
let hq: string;
let stockist: string;
let agent: string;
let second: SecondCompany;
let L1: string;

type Plan = { id: string; levelId: string | null; content: string };
const store = (body: Record<string, unknown>, token = hq) =>
  t.call('POST', '/api/setup/game-plan/store', { token, body });
const read = async (token: string) => (await t.call('GET', '/api/game-plan', { token })).data as Plan | null;
const all = (token = hq) => t.call('GET', '/api/setup/game-plan', { token });
const remove = (id: string, token = hq) => t.call('DELETE', `/api/setup/game-plan/${id}`, { token });

beforeAll(async () => {
  ({ t, hq, stockist, agent, second, L1 } = await contentCallers());
});
afterAll(() => t.close());

describe('game plan', () => {
  it('reads as null before HQ writes one', async () => {
    expect(await read(agent)).toBeNull();
    expect((await all()).data).toEqual([]);
  });

  it("gives an agent its level's page, else the one for every level; storing again replaces the page", async () => {
    const forAll = await store({ content: '<h2>Our plan</h2><p>Sell <strong>more</strong>.</p>' });
    expect(forAll.status, forAll.meta?.message).toBe(200);
    expect(forAll.meta?.message).toBe('Game plan saved.');
    expect(forAll.data).toMatchObject({
      companyId: 'demo',
      levelId: null,
      levelName: null,
      content: '<h2>Our plan</h2><p>Sell <strong>more</strong>.</p>',
      updatedByName: expect.any(String),
    });
    const forStockists = await store({ levelId: L1, content: '<p>Stockists: keep stock.</p>' });
    expect(forStockists.data).toMatchObject({ levelId: L1, levelName: 'Stockist' });

    expect((await read(stockist))?.content).toBe('<p>Stockists: keep stock.</p>');
    expect((await read(agent))?.content).toBe(forAll.data.content);
    expect((await read(hq))?.id).toBe(forAll.data.id);

    const replaced = await store({ content: '<p>New plan</p>' });
    expect(replaced.data.id).toBe(forAll.data.id);
    const pages = (await all()).data as Plan[];
    expect(pages.map((page) => [page.levelId, page.content])).toEqual([
      [null, '<p>New plan</p>'],
      [L1, '<p>Stockists: keep stock.</p>'],
    ]);

    const deleted = await remove(forStockists.data.id);
    expect(deleted.meta?.message).toBe('Game plan deleted.');
    expect((await read(stockist))?.content).toBe('<p>New plan</p>');
    expect((await remove(forStockists.data.id)).status).toBe(404);
    const unknownLevel = await store({ levelId: 'no-such-level', content: '<p>x</p>' });
    expect(unknownLevel.meta?.errors).toEqual({ levelId: 'This level does not exist.' });
  });

  it('stores only sanitised HTML: no scripts, handlers, javascript: links or pictures from elsewhere', async () => {
    const image = await new Jimp({ width: 40, height: 30, color: 0x3366ccff }).getBuffer('image/png');
    const uploaded = await postFile(t, '/api/setup/game-plan/image', hq, { content: image, filename: 'a.png' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { large } = uploaded.json().data as { large: string };
    const saved = await store({
      content: [
        '<p onclick="steal()">Hi<script>alert(1)</script></p>',
        `<img src="${large}" alt="Plan" onerror="alert(2)">`,
        '<img src="https://evil.example/x.png"><img src="/uploads/second/abc-l.png"><img src="/uploads/demo/../x.png">',
        '<a href="javascript:alert(3)">bad</a> <a href="https://example.com" target="_self">good</a>',
        '<a href="mailto:hq@example.com">mail</a><a href="//evil.example">proto</a>',
        '<iframe src="https://evil.example"></iframe><style>p{}</style><div style="color:red">kept text</div>',
        '<ul><li>one</li></ul><h1>big</h1>',
      ].join(''),
    });
    expect(saved.status, saved.meta?.message).toBe(200);
    expect(saved.data.content).toBe(
      [
        '<p>Hi</p>',
        `<img src="${large}" alt="Plan" />`,
        '<a target="_blank" rel="noopener noreferrer">bad</a> ',
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
        '<a href="mailto:hq@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
        '<a target="_blank" rel="noopener noreferrer">proto</a>',
        'kept text<ul><li>one</li></ul>big',
      ].join(''),
    );
  });

  it('lets HQ and staff with posting_content write; agents and other staff do not', async () => {
    const writer = await signInNewStaff(t, 'plan-staff@demo.niaga.test', 'Plan Staff', ['posting_content']);
    const other = await signInNewStaff(t, 'plan-other@demo.niaga.test', 'Other Staff', ['create_product']);
    const saved = await store({ content: '<p>By staff</p>' }, writer);
    expect(saved.data.updatedByName).toBe('Plan Staff');
    expect((await all(other)).status).toBe(200);
    for (const token of [agent, other]) {
      expect((await store({ content: '<p>x</p>' }, token)).status).toBe(403);
      expect((await remove(saved.data.id, token)).status).toBe(403);
    }
    expect((await all(agent)).status).toBe(403);
    expect((await read(other))?.content).toBe('<p>By staff</p>');
  });

  it('keeps companies apart', async () => {
    const own = (await all()).data[0] as Plan;
    expect(await read(second.tokens.agent)).toBeNull();
    expect((await all(second.tokens.hq)).data).toEqual([]);
    expect((await remove(own.id, second.tokens.hq)).status).toBe(404);
    const theirs = await store({ content: '<p>Second</p>' }, second.tokens.hq);
    expect(theirs.data.id).not.toBe(own.id);
    expect((await read(agent))?.content).toBe(own.content);
  });
});
