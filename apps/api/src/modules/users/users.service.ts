import type { AccountDetailRequest, Language, UserDetail } from '@niaga/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { findUserDetail, toUserDetail } from './users.repo.js';
import { users } from './users.tables.js';

/** The caller, or for HQ and staff any user of their company. Anyone else's id answers 404. */
export async function getUserDetail(deps: AppDeps, ctx: RequestContext, userId?: string): Promise<UserDetail> {
  if (!userId || userId === ctx.user.id) return stripPrincipal(ctx.user);
  if (ctx.user.role !== 'hq' && ctx.user.role !== 'staff') throw notFound();
  const [row] = await findUserDetail(deps.db, ctx.companyId, userId);
  if (!row) throw notFound();
  return toUserDetail(row, ctx.now);
}

function stripPrincipal({
  companyId: _companyId,
  tokenHash: _tokenHash,
  facts: _facts,
  ...detail
}: RequestContext['user']): UserDetail {
  return detail;
}

const OPTIONAL_ACCOUNT_FIELDS = [
  'identityNo',
  'birthDate',
  'gender',
  'tin',
  'rocNumber',
  'companyName',
  'address1',
  'address2',
  'postcode',
  'city',
  'state',
] as const;

/**
 * Saves the account details; the first save completes the first-login profile set-up. An optional field
 * that is left out keeps its value, an empty one clears it.
 */
export async function saveAccountDetail(deps: AppDeps, ctx: RequestContext, input: AccountDetailRequest) {
  const optional = Object.fromEntries(
    OPTIONAL_ACCOUNT_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field] || null]),
  );
  await deps.db
    .update(users)
    .set({
      ...optional,
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phoneCode: input.phoneCode,
      phoneNumber: input.phoneNumber,
      country: input.country ?? 'MY',
      profileCompletedAt: sql`coalesce(${users.profileCompletedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
  const [row] = await findUserDetail(deps.db, ctx.companyId, ctx.user.id);
  if (!row) throw notFound();
  return toUserDetail(row, ctx.now);
}

export async function saveLanguage(deps: AppDeps, ctx: RequestContext, language: Language) {
  await deps.db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.companyId, ctx.companyId), eq(users.id, ctx.user.id)));
}
