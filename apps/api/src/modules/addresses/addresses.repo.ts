import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import {
  refCountries,
  refIdDistricts,
  refIdProvinces,
  refIdRegencies,
  refIdVillages,
} from '../reference/reference.tables.js';
import { customerAddresses } from './addresses.tables.js';

export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type CustomerAddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'companyId' | 'id' | 'ownerId' | 'primary' | 'deletedAt' | 'createdAt'
>;

/** The owner's live (not deleted) addresses. */
const liveOf = (companyId: string, ownerId: string) =>
  and(
    eq(customerAddresses.companyId, companyId),
    eq(customerAddresses.ownerId, ownerId),
    isNull(customerAddresses.deletedAt),
  );

/** One live address of the owner, or null (deleted, another owner's, another company's). Checkout calls it. */
export async function findAddress(
  executor: Executor,
  companyId: string,
  ownerId: string,
  id: string,
): Promise<CustomerAddressRow | null> {
  const [row] = await executor
    .select()
    .from(customerAddresses)
    .where(and(liveOf(companyId, ownerId), eq(customerAddresses.id, id)));
  return row ?? null;
}

/** The book: the primary address first, then the newest. */
export function listAddresses(executor: Executor, companyId: string, ownerId: string) {
  return executor
    .select()
    .from(customerAddresses)
    .where(liveOf(companyId, ownerId))
    .orderBy(desc(customerAddresses.primary), desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

/**
 * Serialises the writes of one owner's book (create, update, set primary, delete) for the rest of the
 * transaction, so the count limit and "the first address is primary" hold under concurrent calls. The
 * partial unique index on the primary flag stays the last line of defence.
 */
export async function lockBook(tx: Tx, companyId: string, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address-book:${companyId}:${ownerId}`}))`);
}

export async function countAddresses(executor: Executor, companyId: string, ownerId: string) {
  const [row] = await executor.select({ value: count() }).from(customerAddresses).where(liveOf(companyId, ownerId));
  return row?.value ?? 0;
}

export async function insertAddress(
  tx: Tx,
  row: CustomerAddressValues & { companyId: string; ownerId: string; id: string; primary: boolean },
) {
  await tx.insert(customerAddresses).values(row);
}

export async function updateAddress(
  tx: Tx,
  companyId: string,
  ownerId: string,
  id: string,
  values: CustomerAddressValues,
) {
  await tx
    .update(customerAddresses)
    .set(values)
    .where(and(liveOf(companyId, ownerId), eq(customerAddresses.id, id)));
}

/**
 * Makes `id` the owner's primary address. Two statements, old flag off first: a unique index is checked row
 * by row, so one UPDATE flipping both rows could meet the new primary before the old one is cleared.
 */
export async function makePrimary(tx: Tx, companyId: string, ownerId: string, id: string) {
  await tx
    .update(customerAddresses)
    .set({ primary: false })
    .where(and(liveOf(companyId, ownerId), eq(customerAddresses.primary, true)));
  await tx
    .update(customerAddresses)
    .set({ primary: true })
    .where(and(liveOf(companyId, ownerId), eq(customerAddresses.id, id)));
}

export async function softDelete(tx: Tx, companyId: string, ownerId: string, id: string, now: Date) {
  await tx
    .update(customerAddresses)
    .set({ deletedAt: now, primary: false })
    .where(and(liveOf(companyId, ownerId), eq(customerAddresses.id, id)));
}

/** The newest live address of the owner, if any. */
export async function newestAddress(executor: Executor, companyId: string, ownerId: string) {
  const [row] = await executor
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(liveOf(companyId, ownerId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
    .limit(1);
  return row?.id ?? null;
}

export async function countryExists(executor: Executor, iso2: string) {
  const [row] = await executor
    .select({ iso2: refCountries.iso2 })
    .from(refCountries)
    .where(eq(refCountries.iso2, iso2))
    .limit(1);
  return row !== undefined;
}

/** An Indonesian village with the codes and names of its district, regency and province; null if unknown. */
export async function indonesianArea(executor: Executor, villageCode: string) {
  const [row] = await executor
    .select({
      villageId: refIdVillages.code,
      districtId: refIdDistricts.code,
      regencyId: refIdRegencies.code,
      regencyName: refIdRegencies.name,
      provinceId: refIdProvinces.code,
      provinceName: refIdProvinces.name,
    })
    .from(refIdVillages)
    .innerJoin(refIdDistricts, eq(refIdDistricts.code, refIdVillages.districtCode))
    .innerJoin(refIdRegencies, eq(refIdRegencies.code, refIdDistricts.regencyCode))
    .innerJoin(refIdProvinces, eq(refIdProvinces.code, refIdRegencies.provinceCode))
    .where(eq(refIdVillages.code, villageCode));
  return row ?? null;
}
