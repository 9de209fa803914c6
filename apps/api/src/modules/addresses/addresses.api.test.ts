import { MAX_ADDRESSES } from '@niaga/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../db/seed/companies.js';
import { addressBody } from '../../testing/address-fixtures.js';
import { expectFieldErrors, expectFieldErrorsAmong } from '../../testing/field-errors.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { findAddress } from './addresses.repo.js';
import { customerAddresses } from './addresses.tables.js';

let t: TestApp;
let agent1: string;
let agent2: string;
let hq: string;

type View = { id: string; primary: boolean; firstName: string; [key: string]: unknown };

const address = (patch: Record<string, unknown> = {}) =>
  addressBody({
    lastName: 'Yusof',
    addrTitle: 'Home',
    email: 'aminah@example.test',
    address2: 'Taman Melati',
    ...patch,
  });
const BANDUNG = {
  country: 'ID',
  postCode: '40153',
  state: 'Jawa Barat',
  city: 'Kota Bandung',
  provinceId: '32',
  regencyId: '32.73',
  districtId: '32.73.01',
  villageId: '32.73.01.1001',
};

const store = (token: string, body: Record<string, unknown>, language?: string) =>
  t.call('POST', '/api/sales/customer/store', { token, body, ...(language ? { language } : {}) });
const book = async (token: string) => (await t.call('GET', '/api/sales/customer', { token })).data.items as View[];
const add = async (token: string, patch: Record<string, unknown> = {}) => {
  const saved = await store(token, address(patch));
  expect(saved.status, saved.meta?.message).toBe(200);
  return saved.data as View;
};

beforeAll(async () => {
  t = await createTestApp();
  [agent1, agent2, hq] = await Promise.all([
    t.login('agent1@demo.niaga.test'),
    t.login('agent2@demo.niaga.test'),
    t.login('hq@demo.niaga.test', 'hq'),
  ]);
});
afterAll(() => t.close());

describe('address book: list and store', () => {
  it('starts empty; the first address is primary, the list is primary first then newest', async () => {
    expect(await book(agent1)).toEqual([]);
    const first = await store(agent1, address({ country: 'my' }));
    expect(first.status).toBe(200);
    expect(first.meta?.message).toBe('Address saved.');
    expect(first.data).toMatchObject({
      ...address(),
      country: 'MY',
      provinceId: null,
      villageId: null,
      primary: true,
    });
    const second = await add(agent1, { firstName: 'Badrul', addrTitle: 'Office', email: '', address2: '' });
    expect(second).toMatchObject({ primary: false, email: null, address2: null });
    const third = await add(agent1, { firstName: 'Chong', lastName: undefined, addrTitle: undefined });
    expect(third).toMatchObject({ lastName: '', addrTitle: '' });
    expect((await book(agent1)).map((row) => row.firstName)).toEqual(['Aminah', 'Chong', 'Badrul']);
  });

  it('updates by id (primary flag kept), spells the state as the list does, 404 for an unknown id', async () => {
    const [primary] = await book(agent1);
    const edit = await store(agent1, address({ id: primary?.id, firstName: 'Aminah Binti', state: 'selangor' }));
    expect(edit.status).toBe(200);
    expect(edit.data).toMatchObject({ id: primary?.id, firstName: 'Aminah Binti', state: 'Selangor', primary: true });
    expect(await book(agent1)).toHaveLength(3);
    expect((await store(agent1, address({ id: 'nope' }))).status).toBe(404);
  });

  it('names each bad field in the caller language and writes nothing', async () => {
    const empty = await store(agent1, {});
    expectFieldErrorsAmong(empty, {
      firstName: 'This field is required.',
      address1: 'This field is required.',
      postCode: 'This field is required.',
      city: 'This field is required.',
      state: 'This field is required.',
      phoneCode: 'This field is required.',
      phoneNumber: 'This field is required.',
    });
    const short = await store(agent1, address({ postCode: '4000', email: 'nope', phoneNumber: '12' }));
    expect(short.meta?.errors).toEqual({
      postCode: 'Enter a 5-digit postcode.',
      email: 'Enter a valid email address.',
      phoneNumber: 'Enter 6 to 14 digits.',
    });
    const state = await store(agent1, address({ state: 'Atlantis' }));
    expectFieldErrors(state, { state: 'Choose a Malaysian state from the list.' });
    const elsewhere = await store(agent1, address({ state: 'Johor' }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.meta?.message).toBe('Postcode 40000 is in Selangor, not in the chosen state.');
    expect(elsewhere.meta?.errors).toEqual({ postCode: 'Postcode 40000 is in Selangor, not in the chosen state.' });
    const malay = await store(agent1, address({ state: 'Johor' }), 'ms');
    expect(malay.meta?.errors).toEqual({
      postCode: 'Poskod 40000 terletak di Selangor, bukan di negeri yang dipilih.',
    });
    const country = await store(agent1, address({ country: 'XX' }));
    expect(country.meta?.errors).toEqual({ country: 'Choose a country from the list.' });
    expect(await book(agent1)).toHaveLength(3);
  });

  it('accepts a postcode missing from the list, a postcode of two cities, and free text abroad', async () => {
    const unknown = await add(agent2, { postCode: '00001', city: 'Somewhere', state: 'Perak' });
    expect(unknown).toMatchObject({ postCode: '00001', state: 'Perak' });
    const twoCities = await add(agent2, { postCode: '84300', city: 'Muar', state: 'Johor' });
    expect(twoCities.state).toBe('Johor');
    const abroad = await add(agent2, { country: 'SG', postCode: '018956', city: 'Singapore', state: 'Central' });
    expect(abroad).toMatchObject({ country: 'SG', postCode: '018956', state: 'Central' });
    const kl = await add(agent2, {
      postCode: '50000',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
    });
    expect(kl.state).toBe('Wilayah Persekutuan Kuala Lumpur');
  });

  it('Indonesia: needs the area codes of one chain; state and city come from the reference names', async () => {
    const saved = await add(agent2, { ...BANDUNG, state: 'jabar', city: 'bandung' });
    expect(saved).toMatchObject({ ...BANDUNG, state: 'Jawa Barat', city: 'Kota Bandung' });
    const missing = await store(agent2, address({ country: 'ID', postCode: '40153' }));
    expect(missing.meta?.errors).toEqual({
      provinceId: 'This field is required.',
      regencyId: 'This field is required.',
      districtId: 'This field is required.',
      villageId: 'This field is required.',
    });
    const crossed = await store(agent2, address({ ...BANDUNG, regencyId: '31.71' }));
    expect(crossed.meta?.errors).toEqual({
      regencyId: 'This place does not lie in the area chosen above it.',
      districtId: 'This place does not lie in the area chosen above it.',
    });
    const unknown = await store(agent2, address({ ...BANDUNG, villageId: '32.73.01.9999' }));
    expectFieldErrors(unknown, { villageId: 'This place is not in the list. Choose it again.' });
    const badPostcode = await store(agent2, address({ ...BANDUNG, postCode: 'ABCDE' }));
    expect(badPostcode.meta?.errors).toEqual({ postCode: 'Enter a 5-digit postcode.' });
  });
});

describe('address book: primary, ownership, deletion', () => {
  it('set-primary moves the flag; two concurrent calls leave exactly one primary', async () => {
    const [a, b, c] = await book(agent1);
    const moved = await t.call('POST', '/api/sales/customer/set-primary', { token: agent1, body: { id: c?.id } });
    expect(moved.status).toBe(200);
    expect(moved.meta?.message).toBe('Primary address changed.');
    expect(moved.data).toMatchObject({ id: c?.id, primary: true });
    expect((await book(agent1)).map((row) => [row.id, row.primary])).toEqual([
      [c?.id, true],
      [b?.id, false],
      [a?.id, false],
    ]);
    for (let round = 0; round < 5; round += 1) {
      const racing = await Promise.all(
        [a, b].map((row) =>
          t.call('POST', '/api/sales/customer/set-primary', { token: agent1, body: { id: row?.id } }),
        ),
      );
      expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
      const primaries = (await book(agent1)).filter((row) => row.primary);
      expect(primaries).toHaveLength(1);
      expect([a?.id, b?.id]).toContain(primaries[0]?.id);
    }
    const again = await t.call('POST', '/api/sales/customer/set-primary', { token: agent1, body: { id: b?.id } });
    expect(again.data.primary).toBe(true);
    expect((await book(agent1)).filter((row) => row.primary).map((row) => row.id)).toEqual([b?.id]);
  });

  it('store with primary: true makes the new address primary; concurrent first adds give one primary', async () => {
    const extra = await add(agent1, { firstName: 'Devi', primary: true });
    expect(extra.primary).toBe(true);
    expect((await book(agent1)).filter((row) => row.primary).map((row) => row.id)).toEqual([extra.id]);

    const fresh = await freshAgent('racer');
    const racing = await Promise.all([store(fresh, address()), store(fresh, address({ firstName: 'Eko' }))]);
    expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await book(fresh)).filter((row) => row.primary)).toHaveLength(1);
  });

  it("another agent's or company's address answers 404 and is left as it was", async () => {
    const [mine] = await book(agent1);
    const id = mine?.id;
    expect((await book(agent2)).map((row) => row.id)).not.toContain(id);
    expect((await t.call('POST', '/api/sales/customer/set-primary', { token: agent2, body: { id } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/sales/customer/delete/${id}`, { token: agent2 })).status).toBe(404);
    expect((await store(agent2, address({ id, firstName: 'Stolen' }))).status).toBe(404);
    expect((await t.call('DELETE', `/api/sales/customer/delete/${id}`, { token: hq })).status).toBe(404);

    await createCompany(t.db, { id: 'other', name: 'Other Bhd', hosts: ['other.localhost'] });
    await createUser(t.db, {
      companyId: 'other',
      email: 'agent@other.test',
      password: DEMO_PASSWORD,
      name: 'Other Agent',
      role: 'agent',
    });
    const other = await t.login('agent@other.test', 'agent', DEMO_PASSWORD, 'other.localhost');
    expect(await book(other)).toEqual([]);
    expect((await t.call('DELETE', `/api/sales/customer/delete/${id}`, { token: other })).status).toBe(404);
    expect((await book(agent1)).find((row) => row.id === id)).toMatchObject({ firstName: mine?.firstName });
  });

  it('deletes softly; deleting the primary makes the newest remaining one primary', async () => {
    const before = await book(agent1);
    const primary = before.find((row) => row.primary);
    const others = before.filter((row) => !row.primary);
    const removed = await t.call('DELETE', `/api/sales/customer/delete/${primary?.id}`, { token: agent1 });
    expect(removed.status).toBe(200);
    expect(removed.meta?.message).toBe('Address deleted.');
    const after = await book(agent1);
    expect(after.map((row) => row.id)).toEqual(others.map((row) => row.id));
    expect(after[0]).toMatchObject({ id: others[0]?.id, primary: true });
    expect((await t.call('DELETE', `/api/sales/customer/delete/${primary?.id}`, { token: agent1 })).status).toBe(404);
    // The row stays for the record, out of the book and of checkout's lookup.
    const companyId = 'demo';
    const owner = await t.userId('agent1@demo.niaga.test');
    const [kept] = await t.db
      .select({ value: count() })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.ownerId, owner), eq(customerAddresses.id, primary?.id ?? '')));
    expect(kept?.value).toBe(1);
    expect(await findAddress(t.db, companyId, owner, primary?.id ?? '')).toBeNull();

    const notPrimary = after[after.length - 1];
    await t.call('DELETE', `/api/sales/customer/delete/${notPrimary?.id}`, { token: agent1 });
    expect((await book(agent1))[0]).toMatchObject({ id: others[0]?.id, primary: true });
    for (const row of await book(agent1))
      await t.call('DELETE', `/api/sales/customer/delete/${row.id}`, { token: agent1 });
    expect(await book(agent1)).toEqual([]);
    expect((await add(agent1)).primary).toBe(true);
  });

  it('findAddress answers the owner its live address and nobody else', async () => {
    const [mine] = await book(agent1);
    const owner = await t.userId('agent1@demo.niaga.test');
    const other = await t.userId('agent2@demo.niaga.test');
    expect(await findAddress(t.db, 'demo', owner, mine?.id ?? '')).toMatchObject({
      id: mine?.id,
      ownerId: owner,
      postCode: '40000',
      primary: true,
    });
    expect(await findAddress(t.db, 'demo', other, mine?.id ?? '')).toBeNull();
    expect(await findAddress(t.db, 'other', owner, mine?.id ?? '')).toBeNull();
  });
});

describe('address book: who and how many', () => {
  it('HQ keeps a book of its own, of at most 50 addresses', async () => {
    const owner = await t.userId('hq@demo.niaga.test');
    const first = await add(hq);
    expect(first.primary).toBe(true);
    await t.db.insert(customerAddresses).values(
      Array.from({ length: MAX_ADDRESSES - 2 }, (_, index) => ({
        ...address(),
        companyId: 'demo',
        id: `bulk-${index}`,
        ownerId: owner,
      })),
    );
    expect((await add(hq, { firstName: 'Fiftieth' })).primary).toBe(false);
    const full = await store(hq, address({ firstName: 'One too many' }));
    expect(full.status).toBe(409);
    expect(full.meta?.message).toBe('Your address book holds at most 50 addresses. Delete one first.');
    expect(await book(hq)).toHaveLength(MAX_ADDRESSES);
    // An update is not an addition.
    expect((await store(hq, address({ id: first.id, firstName: 'Updated' }))).status).toBe(200);
    await t.call('DELETE', `/api/sales/customer/delete/bulk-0`, { token: hq });
    expect((await store(hq, address({ firstName: 'Fits again' }))).status).toBe(200);
    expect((await book(agent1)).length).toBeLessThan(MAX_ADDRESSES);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/sales/customer')).status).toBe(401);
    expect((await t.call('POST', '/api/sales/customer/store', { body: address() })).status).toBe(401);
  });
});

async function freshAgent(label: string) {
  const email = `${label}@demo.niaga.test`;
  await createUser(t.db, { companyId: 'demo', email, password: DEMO_PASSWORD, name: `Fresh ${label}`, role: 'agent' });
  return t.login(email);
}
