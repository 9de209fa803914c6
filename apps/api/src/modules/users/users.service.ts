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
  ...detail
}: RequestContext['user']): UserDetail {
  return detail;
}

/** Saves the account details; the first save completes the first-login profile set-up. */
export async function saveAccountDetail(deps: AppDeps, ctx: RequestContext, input: AccountDetailRequest) {
  await deps.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phoneCode: input.phoneCode,
      phoneNumber: input.phoneNumber,
      identityNo: input.identityNo ?? null,
      birthDate: input.birthDate ?? null,
      gender: input.gender ?? null,
      tin: input.tin ?? null,
      rocNumber: input.rocNumber || null,
      companyName: input.companyName || null,
      address1: input.address1 || null,
      address2: input.address2 || null,
      postcode: input.postcode || null,
      city: input.city || null,
      state: input.state || null,
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
