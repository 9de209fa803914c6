import { FAQ_MAX } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecondCompany } from '../../testing/second-company.js';
import type { TestApp } from '../../testing/test-app.js';
import { signInNewStaff } from '../../testing/test-users.js';
import { faqs } from './content.tables.js';
import { contentCallers } from './content-fixtures.js';

let t: TestApp;
let hq: string;
let stockist: string;
let agent: string;
let second: SecondCompany;
let L1: string;
let L3: string;

type Faq = { id: string; question: string; tierId: string | null; position: number };
const store = (body: Record<string, unknown>, token = hq) => t.call('POST', '/api/setup/faq/store', { token, body });
const list = async (token = hq) => (await t.call('GET', '/api/setup/faq', { token })).data as Faq[];
const order = (ids: string[], token = hq) => t.call('POST', '/api/setup/faq/order', { token, body: { ids } });
const remove = (id: string, token = hq) => t.call('DELETE', `/api/setup/faq/${id}`, { token });
const questions = (items: Faq[]) => items.map((item) => item.question);

beforeAll(async () => {
  ({ t, hq, stockist, agent, second, L1, L3 } = await contentCallers());
});
afterAll(() => t.close());

describe('FAQ', () => {
  it('HQ adds questions for every level or one level; each agent reads those for all and its own', async () => {
    const forAll = await store({ question: 'How do I order?', answer: 'From the shop.\nPay by transfer.' });
    expect(forAll.status, forAll.meta?.message).toBe(200);
    expect(forAll.meta?.message).toBe('Question saved.');
    expect(forAll.data).toMatchObject({
      companyId: 'demo',
      question: 'How do I order?',
      answer: 'From the shop.\nPay by transfer.',
      topic: '',
      tierId: null,
      tierName: null,
      position: 1,
    });
    const forStockists = await store({
      question: 'Stock minimum?',
      answer: 'Ten cartons.',
      topic: 'Stock',
      tierId: L1,
    });
    expect(forStockists.data).toMatchObject({ topic: 'Stock', tierId: L1, tierName: 'Stockist', position: 2 });

    expect(questions(await list(hq))).toEqual(['How do I order?', 'Stock minimum?']);
    expect(questions(await list(stockist))).toEqual(['How do I order?', 'Stock minimum?']);
    expect(questions(await list(agent))).toEqual(['How do I order?']);

    const unknownLevel = await store({ question: 'x', answer: 'y', tierId: 'no-such-level' });
    expect(unknownLevel.status).toBe(400);
    expect(unknownLevel.meta?.errors).toEqual({ tierId: 'This level does not exist.' });
    const blank = await store({ question: ' ', answer: '' });
    expect(Object.keys(blank.meta?.errors ?? {}).sort()).toEqual(['answer', 'question']);
  });

  it('changes a question (keeping its place) and deletes it; unknown ids answer 404', async () => {
    const saved = await store({ question: 'To change', answer: 'a' });
    const changed = await store({ id: saved.data.id, question: 'Changed', answer: 'b', tierId: L3 });
    expect(changed.data).toMatchObject({
      id: saved.data.id,
      question: 'Changed',
      tierId: L3,
      position: saved.data.position,
    });
    expect(questions(await list(agent))).toContain('Changed');
    expect((await store({ id: 'nope', question: 'x', answer: 'y' })).status).toBe(404);
    const deleted = await remove(saved.data.id);
    expect(deleted.status).toBe(200);
    expect(deleted.meta?.message).toBe('Question deleted.');
    expect((await remove(saved.data.id)).status).toBe(404);
  });

  it("keeps HQ's order; the order must name every question once", async () => {
    await store({ question: 'Third', answer: 'c', tierId: L3 });
    const ids = (await list(hq)).map((item) => item.id);
    const reversed = [...ids].reverse();
    const ordered = await order(reversed);
    expect(ordered.status, ordered.meta?.message).toBe(200);
    expect(ordered.meta?.message).toBe('Order of the questions saved.');
    expect((ordered.data as Faq[]).map((item) => item.id)).toEqual(reversed);
    expect((ordered.data as Faq[]).map((item) => item.position)).toEqual(reversed.map((_, index) => index + 1));
    expect(questions(await list(agent))).toEqual(['Third', 'How do I order?']);
    // A question added later goes last.
    const last = await store({ question: 'Last', answer: 'd' });
    expect(last.data.position).toBe(ids.length + 1);

    for (const wrong of [reversed, [...reversed, last.data.id, last.data.id], ['nope']]) {
      const refused = await order(wrong);
      expect(refused.status).toBe(400);
      expect(refused.meta?.errors).toEqual({
        ids: 'The questions changed meanwhile. Reload the page and order them again.',
      });
    }
    expect((await list(hq)).map((item) => item.id)).toEqual([...reversed, last.data.id]);
  });

  it(`keeps at most ${FAQ_MAX} questions per company`, async () => {
    const held = (await list(hq)).length;
    await t.db.insert(faqs).values(
      Array.from({ length: FAQ_MAX - held }, (_, index) => ({
        companyId: 'demo',
        id: `bulk-${index}`,
        question: `Bulk ${index}`,
        answer: 'x',
        position: 1000 + index,
      })),
    );
    const refused = await store({ question: 'One too many', answer: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.meta?.message).toBe(`A company keeps at most ${FAQ_MAX} questions. Delete one first.`);
    await t.db.delete(faqs).where(sql`${faqs.id} like 'bulk-%'`);
  });

  it('lets HQ and staff with posting_content write; agents and other staff only read', async () => {
    const writer = await signInNewStaff(t, 'faq-staff@demo.niaga.test', 'FAQ Staff', ['posting_content']);
    const other = await signInNewStaff(t, 'faq-other@demo.niaga.test', 'Other Staff', ['create_product']);
    const saved = await store({ question: 'By staff', answer: 'x' }, writer);
    expect(saved.status).toBe(200);
    const ids = (await list(hq)).map((item) => item.id);
    expect((await order(ids, writer)).status).toBe(200);
    for (const token of [agent, other]) {
      expect((await store({ question: 'x', answer: 'y' }, token)).status).toBe(403);
      expect((await order(ids, token)).status).toBe(403);
      expect((await remove(saved.data.id, token)).status).toBe(403);
    }
    expect(questions(await list(other))).toContain('By staff');
  });

  it('keeps companies apart', async () => {
    const own = await store({ question: 'Demo only', answer: 'x' });
    expect(questions(await list(second.tokens.hq))).not.toContain('Demo only');
    expect(questions(await list(second.tokens.agent))).not.toContain('Demo only');
    expect((await remove(own.data.id, second.tokens.hq)).status).toBe(404);
    expect((await store({ id: own.data.id, question: 'x', answer: 'y' }, second.tokens.hq)).status).toBe(404);
    expect((await order([own.data.id], second.tokens.hq)).status).toBe(400);
  });
});
