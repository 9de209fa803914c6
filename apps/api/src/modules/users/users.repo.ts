import type { UserDetail } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { postalAddressOf } from '../../platform/postal-address.js';
import { type CompanyFeatures, companies } from '../company/company.tables.js';
import { resolveFeatures } from '../company/features.js';
import { levels, users } from './users.tables.js';

const OPEN_INVOICE = sql`status in ('pending', 'partially_paid', 'overdue')`;

/** The columns a user's detail (and the request principal) is built from: one query, no follow-ups. */
/** A user's postal address as printed on documents (invoices, CP58). */
export const userPostalAddressColumns = {
  companyName: users.companyName,
  address1: users.address1,
  address2: users.address2,
  postcode: users.postcode,
  city: users.city,
  state: users.state,
  country: users.country,
};

export const userDetailColumns = {
  user: users,
  company: {
    id: companies.id,
    name: companies.name,
    currency: companies.currency,
    timeZone: companies.timeZone,
    features: companies.features,
  },
  level: { id: levels.id, name: levels.levelName, rankNumber: levels.rankNumber },
  openDueOn: sql<
    string | null
  >`(select min(due_on)::text from subscription_invoices si where si.company_id = "users"."company_id" and si.${OPEN_INVOICE})`,
  lockOn: sql<
    string | null
  >`(select min(system_due_on)::text from subscription_invoices si where si.company_id = "users"."company_id" and si.${OPEN_INVOICE})`,
};

export type UserDetailRow = {
  user: typeof users.$inferSelect;
  company: { id: string; name: string; currency: 'MYR' | 'IDR'; timeZone: string; features: CompanyFeatures };
  level: { id: string; name: string; rankNumber: number } | null;
  openDueOn: string | null;
  lockOn: string | null;
};

export function findUserDetail(executor: Executor, companyId: string, userId: string): Promise<UserDetailRow[]> {
  return executor
    .select(userDetailColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export function findUserByEmail(executor: Executor, companyId: string, email: string) {
  return executor
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email)))
    .then((rows) => rows[0]);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone; ISO dates compare as strings. Formatters are reused (hot path). */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** An open subscription invoice past its system due date locks the whole company. */
export const isLocked = (row: Pick<UserDetailRow, 'lockOn' | 'company'>, now = new Date()) =>
  row.lockOn !== null && row.lockOn < todayIn(row.company.timeZone, now);

export function toUserDetail(row: UserDetailRow, now = new Date()): UserDetail {
  const { user, company, level } = row;
  const locked = isLocked(row, now);
  const features = resolveFeatures(company.features);
  const overdue = row.openDueOn !== null && row.openDueOn < todayIn(company.timeZone, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    permissions: user.role === 'staff' ? user.permissions : [],
    status: user.status,
    language: user.language,
    emailVerified: user.emailVerifiedAt !== null,
    profileCompleted: user.profileCompletedAt !== null,
    level: level?.id ? level : null,
    company: { id: company.id, name: company.name, currency: company.currency, timeZone: company.timeZone },
    subscription: {
      disallow_login: locked,
      pay_to_unlock: locked && user.role === 'hq',
      status: row.openDueOn === null ? 'paid' : overdue ? 'overdue' : 'pending',
      dueDate: row.openDueOn,
    },
    control: {
      first_order_package: features.firstOrderPackage,
      go_affiliate_status: features.goAffiliateStatus,
      ejen_store_status: features.ejenstoreStatus,
      e_koop_status: features.eKoopStatus,
      cp58_feature: features.cp58Feature,
    },
    account: toAccount(user),
    username: user.username,
    photoUrl: user.photoUrl,
    bank: user.bank,
    social: user.social as Record<string, string>,
  };
}

export function toAccount(user: typeof users.$inferSelect): UserDetail['account'] {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneCode: user.phoneCode,
    phoneNumber: user.phoneNumber,
    identityNo: user.identityNo,
    birthDate: user.birthDate,
    gender: user.gender,
    tin: user.tin,
    rocNumber: user.rocNumber,
    companyName: user.companyName,
    ...postalAddressOf(user),
  };
}
