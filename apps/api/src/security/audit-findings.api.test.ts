import { translate } from '@niaga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBody } from '../testing/address-fixtures.js';
import { createTestAppAsHq, type TestApp } from '../testing/test-app.js';

/** Issue 14, findings 4 (a NUL byte answered 500) and 6 (add-to-cart coerced its quantity). */
let t: TestApp;
let hq: string;
let agent: string;

beforeAll(async () => {
  ({ t, hq } = await createTestAppAsHq());
  agent = await t.login('agent1@demo.niaga.test');
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const refusedControl = translate('en', 'validation.controlCharacters');

const expectRefused = (answer: Awaited<ReturnType<TestApp['call']>>, field: string) => {
  expect(answer.status, answer.body).toBe(400);
  expect(answer.meta?.errors, answer.body).toHaveProperty([field]);
};

describe('a NUL byte in text input', () => {
  it.each([
    ['/api/products', 'hq'],
    ['/api/agent-database', 'hq'],
    ['/api/orders', 'hq'],
    ['/api/inventory', 'hq'],
    ['/api/courier', 'hq'],
    ['/api/setup/voucher', 'hq'],
    ['/api/sales/my-orders', 'agent'],
    ['/api/sales/my-shop', 'agent'],
  ])('in the q of %s answers 400 naming q', async (path, role) => {
    const answer = await t.call('GET', `${path}?q=${encodeURIComponent(NUL)}`, { token: role === 'hq' ? hq : agent });
    expectRefused(answer, 'q');
    expect(answer.meta?.errors?.q).toBe(refusedControl);
  });

  it("in an address's firstName answers 400 naming firstName", async () => {
    const body = addressBody({ firstName: NUL });
    const answer = await t.call('POST', '/api/sales/customer/store', { token: agent, body });
    expectRefused(answer, 'firstName');
    expect(answer.meta?.errors?.firstName).toBe(refusedControl);
  });

  it("in a category's name answers 400 naming name", async () => {
    const answer = await t.call('POST', '/api/categories', { token: hq, body: { name: NUL } });
    expectRefused(answer, 'name');
  });

  it("in the cart's itemId answers 400 naming itemId", async () => {
    const body = { kind: 'product', itemId: NUL, variantId: null, quantity: 1 };
    const answer = await t.call('POST', '/api/sales/my-shop/add-cart', { token: agent, body });
    expectRefused(answer, 'itemId');
  });
});

describe('JSON bodies are not coerced', () => {
  it.each([['1'], [[1]]])('add-to-cart refuses quantity %j with 400 naming quantity', async (quantity) => {
    const body = { kind: 'product', itemId: 'no-such-product', variantId: null, quantity };
    const answer = await t.call('POST', '/api/sales/my-shop/add-cart', { token: agent, body });
    expectRefused(answer, 'quantity');
  });
});
