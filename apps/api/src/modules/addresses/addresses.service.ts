import { type CustomerAddress, type customerAddressInput, MAX_ADDRESSES } from '@niaga/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { myStates, postcodeMatches } from '../reference/reference.repo.js';
import * as repo from './addresses.repo.js';

type AddressInput = z.output<typeof customerAddressInput>;

/**
 * Spec §3 Customer address: the caller's own address book (agents, and HQ and staff for themselves). Every
 * call is scoped to the caller's company and to the caller as owner; another owner's address answers 404.
 */

export function toAddressView(row: repo.CustomerAddressRow): CustomerAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    addrTitle: row.addrTitle,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    postCode: row.postCode,
    city: row.city,
    state: row.state,
    country: row.country,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    provinceId: row.provinceId,
    regencyId: row.regencyId,
    districtId: row.districtId,
    villageId: row.villageId,
    primary: row.primary,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAddresses(deps: AppDeps, ctx: RequestContext) {
  const rows = await repo.listAddresses(deps.db, ctx.companyId, ctx.user.id);
  return { items: rows.map(toAddressView) };
}

/**
 * The row values of an address, checked against the reference data. Malaysia: the state must be one of the
 * list (stored with the list's spelling), and a known postcode must lie in it (an unknown one is accepted:
 * the postcode list may lag behind new areas). Indonesia: the village must exist under the chosen district,
 * regency and province; `state` and `city` take the province and regency names. Elsewhere: free text.
 */
async function checkedValues(db: Db, input: AddressInput): Promise<repo.CustomerAddressValues> {
  const values: repo.CustomerAddressValues = {
    firstName: input.firstName,
    lastName: input.lastName ?? '',
    addrTitle: input.addrTitle ?? '',
    email: input.email || null,
    address1: input.address1,
    address2: input.address2 || null,
    postCode: input.postCode,
    city: input.city,
    state: input.state,
    country: input.country,
    phoneCode: input.phoneCode,
    phoneNumber: input.phoneNumber,
    provinceId: null,
    regencyId: null,
    districtId: null,
    villageId: null,
  };
  if (input.country === 'MY') {
    const state = (await myStates(db)).find((row) => row.name.toLowerCase() === input.state.toLowerCase());
    if (!state) throw badRequest('address.stateUnknown', { state: 'address.stateUnknown' });
    const matches = await postcodeMatches(db, input.postCode);
    const [elsewhere] = matches;
    if (elsewhere && !matches.some((match) => match.stateCode === state.code))
      throw new AppError(400, 'address.postcodeState', 'VALIDATION', { postCode: 'address.postcodeState' }, undefined, {
        postcode: input.postCode,
        state: elsewhere.state,
      });
    return { ...values, state: state.name };
  }
  if (input.country === 'ID') {
    const area = await repo.indonesianArea(db, input.villageId ?? '');
    if (!area) throw badRequest('address.areaUnknown', { villageId: 'address.areaUnknown' });
    const claimed = [input.provinceId, input.regencyId, input.districtId];
    const actual = [area.provinceId, area.regencyId, area.districtId];
    const wrong = (['provinceId', 'regencyId', 'districtId'] as const).find(
      (_, index) => claimed[index] !== actual[index],
    );
    if (wrong) throw badRequest('address.areaMismatch', { [wrong]: 'address.areaMismatch' });
    const { provinceId, regencyId, districtId, villageId } = area;
    return {
      ...values,
      provinceId,
      regencyId,
      districtId,
      villageId,
      state: area.provinceName,
      city: area.regencyName,
    };
  }
  if (!(await repo.countryExists(db, input.country)))
    throw badRequest('address.countryUnknown', { country: 'address.countryUnknown' });
  return values;
}

/**
 * Creates an address (no `id`) or updates the caller's address `id`. The first address becomes primary;
 * `primary: true` makes this one primary. At most MAX_ADDRESSES live addresses per owner.
 */
export async function saveAddress(deps: AppDeps, ctx: RequestContext, input: AddressInput): Promise<CustomerAddress> {
  const values = await checkedValues(deps.db, input);
  const owner = ctx.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockBook(tx, ctx.companyId, owner);
    let id = input.id;
    if (id) {
      const current = await repo.findAddress(tx, ctx.companyId, owner, id);
      if (!current) throw notFound();
      await repo.updateAddress(tx, ctx.companyId, owner, id, values);
      if (input.primary && !current.primary) await repo.makePrimary(tx, ctx.companyId, owner, id);
    } else {
      const existing = await repo.countAddresses(tx, ctx.companyId, owner);
      if (existing >= MAX_ADDRESSES)
        throw new AppError(409, 'address.limitReached', 'CONFLICT', undefined, undefined, { max: MAX_ADDRESSES });
      id = newId();
      await repo.insertAddress(tx, { ...values, companyId: ctx.companyId, ownerId: owner, id, primary: false });
      if (existing === 0 || input.primary) await repo.makePrimary(tx, ctx.companyId, owner, id);
    }
    return repo.findAddress(tx, ctx.companyId, owner, id);
  });
  if (!row) throw notFound();
  return toAddressView(row);
}

/** Makes the caller's address `id` the primary one; the previous primary is not any more. */
export async function setPrimaryAddress(deps: AppDeps, ctx: RequestContext, id: string): Promise<CustomerAddress> {
  const owner = ctx.user.id;
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockBook(tx, ctx.companyId, owner);
    const current = await repo.findAddress(tx, ctx.companyId, owner, id);
    if (!current) throw notFound();
    if (!current.primary) await repo.makePrimary(tx, ctx.companyId, owner, id);
    return repo.findAddress(tx, ctx.companyId, owner, id);
  });
  if (!row) throw notFound();
  return toAddressView(row);
}

/** Soft delete (orders keep their own copy of the receiver). Deleting the primary promotes the newest left. */
export async function deleteAddress(deps: AppDeps, ctx: RequestContext, id: string) {
  const owner = ctx.user.id;
  await deps.db.transaction(async (tx) => {
    await repo.lockBook(tx, ctx.companyId, owner);
    const current = await repo.findAddress(tx, ctx.companyId, owner, id);
    if (!current) throw notFound();
    await repo.softDelete(tx, ctx.companyId, owner, id, ctx.now);
    if (!current.primary) return;
    const next = await repo.newestAddress(tx, ctx.companyId, owner);
    if (next) await repo.makePrimary(tx, ctx.companyId, owner, next);
  });
}
