import { and, asc, count, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern, escapeLike } from '../../platform/like.js';
import {
  refBanks,
  refCountries,
  refIdDistricts,
  refIdProvinces,
  refIdRegencies,
  refIdVillages,
  refMsicCodes,
  refMyPostcodes,
  refMyStates,
} from './reference.tables.js';

/** Queries of the global reference tables: no company filter (the data is the same for every company). */

export function countries(db: Db) {
  return db
    .select({ iso2: refCountries.iso2, name: refCountries.name, dial: refCountries.dial })
    .from(refCountries)
    .orderBy(sql`${refCountries.iso2} NOT IN ('MY', 'ID')`, sql`${refCountries.iso2} <> 'MY'`, asc(refCountries.name));
}

export function myStates(db: Db) {
  return db.select({ code: refMyStates.code, name: refMyStates.name }).from(refMyStates).orderBy(asc(refMyStates.name));
}

export function idProvinces(db: Db) {
  return db
    .select({ code: refIdProvinces.code, name: refIdProvinces.name })
    .from(refIdProvinces)
    .orderBy(asc(refIdProvinces.name));
}

export function banks(db: Db, country: string) {
  return db
    .select({ code: refBanks.code, name: refBanks.name, swiftCode: refBanks.swiftCode })
    .from(refBanks)
    .where(and(eq(refBanks.country, country), eq(refBanks.status, 'active')))
    .orderBy(asc(refBanks.name));
}

export function myCities(db: Db, stateCode: string) {
  return db
    .selectDistinct({ code: refMyPostcodes.city, name: refMyPostcodes.city, type: sql<string>`'city'` })
    .from(refMyPostcodes)
    .where(eq(refMyPostcodes.stateCode, stateCode))
    .orderBy(asc(refMyPostcodes.city));
}

export function idRegencies(db: Db, provinceCode: string) {
  return db
    .select({ code: refIdRegencies.code, name: refIdRegencies.name, type: refIdRegencies.type })
    .from(refIdRegencies)
    .where(eq(refIdRegencies.provinceCode, provinceCode))
    .orderBy(asc(refIdRegencies.name));
}

export function idDistricts(db: Db, regencyCode: string) {
  return db
    .select({ code: refIdDistricts.code, name: refIdDistricts.name, type: sql<string>`'Kecamatan'` })
    .from(refIdDistricts)
    .where(eq(refIdDistricts.regencyCode, regencyCode))
    .orderBy(asc(refIdDistricts.name));
}

export function idVillages(db: Db, districtCode: string) {
  return db
    .select({ code: refIdVillages.code, name: refIdVillages.name, type: refIdVillages.type })
    .from(refIdVillages)
    .where(eq(refIdVillages.districtCode, districtCode))
    .orderBy(asc(refIdVillages.name));
}

/** Whether a parent code exists, so an unknown one answers 404 rather than an empty list. */
export async function exists(db: Db, table: 'state' | 'province' | 'regency' | 'district', code: string) {
  const column = {
    state: refMyStates.code,
    province: refIdProvinces.code,
    regency: refIdRegencies.code,
    district: refIdDistricts.code,
  }[table];
  const [row] = await db.select({ code: column }).from(column.table).where(eq(column, code)).limit(1);
  return row !== undefined;
}

export function postcodeMatches(db: Db, postcode: string) {
  return db
    .select({
      postcode: refMyPostcodes.postcode,
      city: refMyPostcodes.city,
      stateCode: refMyStates.code,
      state: refMyStates.name,
    })
    .from(refMyPostcodes)
    .innerJoin(refMyStates, eq(refMyStates.code, refMyPostcodes.stateCode))
    .where(eq(refMyPostcodes.postcode, postcode))
    .orderBy(asc(refMyPostcodes.city));
}

/** MSIC codes whose code starts with `q` or whose description or section contains it. */
export async function msicPage(db: Db, query: { q?: string | undefined; page: number; limit: number }) {
  const where = query.q
    ? or(like(refMsicCodes.code, `${escapeLike(query.q)}%`), ilike(refMsicCodes.description, containsPattern(query.q)))
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(refMsicCodes)
      .where(where)
      .orderBy(asc(refMsicCodes.code))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(refMsicCodes).where(where),
  ]);
  return { items, total: total?.value ?? 0, page: query.page, limit: query.limit };
}
