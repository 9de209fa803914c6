import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';

// Issue 16 finding 11: the product's "Branch" is one of the company's branches, not free text.
let t: TestApp;
let hq: string;
let levelId: string;
beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  levelId = (await t.call('GET', '/api/setup/tier', { token: hq })).data.items[0].id;
});
afterAll(() => t.close());

const productBody = (sku: string, branchId: unknown) => ({
  name: 'Branch test',
  sku,
  retailPrice: 8_000,
  weight: 250,
  levels: [{ levelId, price: 5_000 }],
  branchId,
});

describe('product branch', () => {
  it("saves one of the company's branches and answers it as branchId", async () => {
    const main = (await t.call('GET', '/api/setup/branch', { token: hq })).data.items[0];
    const saved = await t.call('POST', '/api/products', { token: hq, body: productBody('BR-1', main.id) });
    expect(saved.status).toBe(200);
    expect(saved.data.branchId).toBe(main.id);
    const cleared = await t.call('POST', `/api/products/${saved.data.id}`, {
      token: hq,
      body: productBody('BR-1', null),
    });
    expect(cleared.data.branchId).toBeNull();
  });

  it('refuses a branch that is not one of the company, naming the field, and saves nothing', async () => {
    const refused = await t.call('POST', '/api/products', { token: hq, body: productBody('BR-2', 'Kuala Lumpur') });
    expect(refused.status).toBe(400);
    expect(refused.meta?.errors?.branchId).toBe('This value is not valid.');
    const list = await t.call('GET', '/api/products?q=BR-2', { token: hq });
    expect(list.data.total).toBe(0);
  });
});
