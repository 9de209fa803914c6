import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../testing/catalog-fixtures.js';
import { createTestAppAsHq, type TestApp } from '../../testing/test-app.js';
import { signInNewStaff, signInOtherCompanyHq } from '../../testing/test-users.js';

let t: TestApp;
let hq: string;
beforeAll(async () => ({ t, hq } = await createTestAppAsHq()));
afterAll(() => t.close());

const update = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/inventory/store', { token, body });
const stockOf = async (token: string, productId: string, query = '') => {
  const list = await t.call('GET', `/api/inventory?limit=100${query}`, { token });
  return list.data.items.filter((row: { productId: string }) => row.productId === productId);
};

describe('stock updates', () => {
  it('adds, takes out and takes back returns, keeping every movement with who and why', async () => {
    const product = await createProduct(t, hq);
    expect(
      (
        await update(hq, {
          type: 'in',
          reason: 'Delivery from factory',
          items: [{ productId: product.id, amount: 100 }],
        })
      ).status,
    ).toBe(200);
    expect(
      (await update(hq, { type: 'out', reason: 'Damaged', items: [{ productId: product.id, amount: 30 }] })).status,
    ).toBe(200);
    const returned = await update(hq, {
      type: 'return',
      reason: 'Customer return',
      returnReason: 'Wrong flavour',
      items: [{ productId: product.id, amount: 5 }],
    });
    expect(returned.status).toBe(200);
    const [row] = await stockOf(hq, product.id);
    expect(row).toMatchObject({ onHand: 75, reserved: 0, available: 75, peakOnHand: 100, indicator: 'amber' });

    const history = await t.call('GET', `/api/inventory/update-history?productId=${product.id}`, { token: hq });
    expect(history.data.items.map((m: { invType: string }) => m.invType)).toEqual(['return', 'out', 'in']);
    expect(history.data.items[0]).toMatchObject({
      qtyIn: 5,
      qtyOut: 0,
      invDesc: 'Customer return',
      returnReason: 'Wrong flavour',
      createdBy: 'Hana HQ',
      onHandAfter: 75,
      reversible: true,
    });
    expect(history.data.store).toMatchObject({ kind: 'branch', name: 'HQ' });
  });

  it('refuses missing direction, amount, reason and return reason with a message per field', async () => {
    const product = await createProduct(t, hq);
    const bad = await update(hq, { reason: '', items: [{ productId: product.id, amount: 0 }] });
    expect(bad.status).toBe(400);
    expect(bad.meta?.errors).toMatchObject({
      type: 'Choose stock in or stock out.',
      reason: 'Enter the reason for this update.',
      'items.0.amount': 'The amount must be greater than zero.',
    });
    const noReturnReason = await update(hq, {
      type: 'return',
      reason: 'x',
      items: [{ productId: product.id, amount: 1 }],
    });
    expect(noReturnReason.meta?.errors).toEqual({ returnReason: 'Enter the reason for the return.' });
    const malay = await t.call('POST', '/api/inventory/store', {
      token: hq,
      language: 'ms',
      body: { type: 'in', reason: 'x', items: [{ productId: product.id, amount: -2 }] },
    });
    expect(malay.meta?.errors?.['items.0.amount']).toBe('Jumlah mesti lebih daripada sifar.');
  });

  it('moves all items or none: a stock-out short on one item changes nothing', async () => {
    const a = await createProduct(t, hq);
    const b = await createProduct(t, hq);
    await update(hq, {
      type: 'in',
      reason: 'Opening',
      items: [
        { productId: a.id, amount: 10 },
        { productId: b.id, amount: 2 },
      ],
    });
    const refused = await update(hq, {
      type: 'out',
      reason: 'Sample',
      items: [
        { productId: a.id, amount: 4 },
        { productId: b.id, amount: 3 },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.meta?.errors).toEqual({ 'items.1.amount': 'Not enough stock: only 2 available.' });
    expect((await stockOf(hq, a.id))[0].onHand).toBe(10);
    expect((await stockOf(hq, b.id))[0].onHand).toBe(2);
  });

  it('keeps stock per variant and asks for the variant of a product that has them', async () => {
    const product = await createProduct(t, hq, { variants: ['Red', 'Blue'] });
    const [red, blue] = product.variants;
    const noVariant = await update(hq, { type: 'in', reason: 'x', items: [{ productId: product.id, amount: 1 }] });
    expect(noVariant.meta?.errors).toEqual({ 'items.0.variantId': 'Choose a variant of this product.' });
    await update(hq, { type: 'in', reason: 'x', items: [{ productId: product.id, variantId: red!.id, amount: 7 }] });
    const rows = await stockOf(hq, product.id);
    expect(rows.map((row: { options: string[]; onHand: number }) => [row.options[0], row.onHand])).toEqual([
      ['Red', 7],
      ['Blue', 0],
    ]);
    const duplicate = await update(hq, {
      type: 'in',
      reason: 'x',
      items: [
        { productId: product.id, variantId: blue!.id, amount: 1 },
        { productId: product.id, variantId: blue!.id, amount: 1 },
      ],
    });
    expect(duplicate.meta?.errors).toEqual({ 'items.1.productId': 'This product or variant is listed twice.' });
  });

  it('offers items to pick by name or SKU, each variant on its own with what is available', async () => {
    const product = await createProduct(t, hq, { name: 'Picker Tea', variants: ['Green', 'Black'] });
    const [green] = product.variants;
    await update(hq, { type: 'in', reason: 'x', items: [{ productId: product.id, variantId: green!.id, amount: 4 }] });
    const found = await t.call('GET', '/api/inventory/select?q=picker', { token: hq });
    expect(found.data.items).toEqual([
      expect.objectContaining({ variantId: green!.id, name: 'Picker Tea', label: 'Picker Tea (Green)', available: 4 }),
      expect.objectContaining({ name: 'Picker Tea', label: 'Picker Tea (Black)', available: 0 }),
    ]);
    const none = await t.call('GET', '/api/inventory/select?q=no-such-item', { token: hq });
    expect(none.data.items).toEqual([]);
  });

  it('lets only one of two racing stock-outs take the last units', async () => {
    const product = await createProduct(t, hq);
    await update(hq, { type: 'in', reason: 'Last batch', items: [{ productId: product.id, amount: 5 }] });
    const out = { type: 'out', reason: 'Race', items: [{ productId: product.id, amount: 5 }] };
    const results = await Promise.all([update(hq, out), update(hq, out), update(hq, out)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await stockOf(hq, product.id))[0]).toMatchObject({ onHand: 0, available: 0 });
  });
});

describe('stock indicator', () => {
  it('compares what is available with the highest on-hand of the last 30 days (80% / 50%)', async () => {
    const product = await createProduct(t, hq);
    const move = (type: string, amount: number) =>
      update(hq, { type, reason: 'x', items: [{ productId: product.id, amount }] });
    await move('in', 100);
    await move('out', 20);
    expect((await stockOf(hq, product.id))[0].indicator).toBe('green');
    await move('out', 30);
    expect((await stockOf(hq, product.id))[0].indicator).toBe('amber');
    const amber = await t.call('GET', '/api/inventory?indicator=amber&limit=100', { token: hq });
    expect(amber.data.items.map((row: { productId: string }) => row.productId)).toContain(product.id);
    await move('out', 1);
    expect((await stockOf(hq, product.id))[0].indicator).toBe('red');
  });
});

describe('reversing a movement', () => {
  it('adds an opposite entry once, and refuses one that would take stock below zero', async () => {
    const product = await createProduct(t, hq);
    await update(hq, { type: 'in', reason: 'Wrong count', items: [{ productId: product.id, amount: 8 }] });
    const history = async () =>
      (await t.call('GET', `/api/inventory/update-history?productId=${product.id}`, { token: hq })).data.items;
    const [entry] = await history();
    const [first, second] = await Promise.all([
      t.call('DELETE', `/api/inventory/delete-history/${entry.id}`, { token: hq }),
      t.call('DELETE', `/api/inventory/delete-history/${entry.id}`, { token: hq }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await history();
    expect(after.map((m: { invType: string }) => m.invType)).toEqual(['reversal', 'in']);
    expect(after[1]).toMatchObject({ reversedById: after[0].id, reversible: false });
    expect(after[0]).toMatchObject({ reversesId: entry.id, qtyOut: 8, reversible: false });
    expect((await stockOf(hq, product.id))[0].onHand).toBe(0);
    expect((await t.call('DELETE', `/api/inventory/delete-history/${after[0].id}`, { token: hq })).status).toBe(409);

    await update(hq, { type: 'in', reason: 'Batch', items: [{ productId: product.id, amount: 10 }] });
    await update(hq, { type: 'out', reason: 'Sold at fair', items: [{ productId: product.id, amount: 6 }] });
    const batch = (await history()).find((m: { invDesc: string }) => m.invDesc === 'Batch');
    const belowZero = await t.call('DELETE', `/api/inventory/delete-history/${batch.id}`, { token: hq });
    expect(belowZero.status).toBe(409);
    expect(belowZero.meta?.message).toBe('Reversing this movement would take the stock below zero.');
    expect((await stockOf(hq, product.id))[0].onHand).toBe(4);
    expect((await history()).find((m: { id: string }) => m.id === batch.id).reversible).toBe(true);
  });
});

describe('who sees which stock', () => {
  it('gives agents their own stock, lets HQ look at it read-only, and hides other stores', async () => {
    const product = await createProduct(t, hq);
    const agent1 = await t.login('agent1@demo.niaga.test');
    const agent2 = await t.login('agent2@demo.niaga.test');
    const agent1Id = await t.userId('agent1@demo.niaga.test');
    expect(
      (await update(agent1, { type: 'in', reason: 'Own stock', items: [{ productId: product.id, amount: 3 }] })).status,
    ).toBe(200);
    expect((await stockOf(agent1, product.id))[0].onHand).toBe(3);
    expect((await stockOf(agent2, product.id))[0].onHand).toBe(0);
    expect((await t.call('GET', `/api/inventory?storeId=${agent1Id}`, { token: agent2 })).status).toBe(404);

    const asHq = await stockOf(hq, product.id, `&storeId=${agent1Id}`);
    expect(asHq[0].onHand).toBe(3);
    const write = await update(hq, {
      storeId: agent1Id,
      type: 'in',
      reason: 'x',
      items: [{ productId: product.id, amount: 1 }],
    });
    expect(write.status).toBe(403);
  });

  it('needs the manage-inventory permission for staff, and keeps companies apart', async () => {
    const product = await createProduct(t, hq);
    const staff = await signInNewStaff(t, 'catalog-staff@demo.niaga.test', 'Catalogue Staff', ['create_product']);
    expect((await t.call('GET', '/api/inventory', { token: staff })).status).toBe(403);

    await update(hq, { type: 'in', reason: 'x', items: [{ productId: product.id, amount: 1 }] });
    const [movement] = (await t.call('GET', '/api/inventory/update-history', { token: hq })).data.items;
    const otherHq = await signInOtherCompanyHq(t, { id: 'other-inv', hqName: 'O' });
    expect((await t.call('DELETE', `/api/inventory/delete-history/${movement.id}`, { token: otherHq })).status).toBe(
      404,
    );
    const foreign = await update(otherHq, { type: 'in', reason: 'x', items: [{ productId: product.id, amount: 1 }] });
    expect(foreign.meta?.errors).toEqual({ 'items.0.productId': 'This product does not exist.' });
    const mainBranch = (await t.call('GET', '/api/inventory', { token: hq })).data.store.id;
    expect((await t.call('GET', `/api/inventory?storeId=${mainBranch}`, { token: otherHq })).status).toBe(404);
  });
});
