import type { Permission, StaffMember } from '@niaga/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { authTokens, oneTimeSecrets } from '../auth/auth.tables.js';
import { sendPasswordLink } from '../auth/password.service.js';
import { companies } from '../company/company.tables.js';
import { assertStaffRoom } from '../operator/plan-limits.js';
import { findUserByEmail } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';

const isStaff = (ctx: RequestContext, id: string) =>
  and(eq(users.companyId, ctx.companyId), eq(users.id, id), eq(users.role, 'staff'));

function toStaffMember(user: typeof users.$inferSelect): StaffMember {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    permissions: user.permissions,
    invitationPending: user.passwordHash === null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * HQ may grant anything. Staff (holding add_user) may grant or withdraw only permissions it holds itself, never
 * change its own, and never remove someone holding more than it does: no way up through the staff screen.
 */
function assertWithinOwnRights(ctx: RequestContext, changed: Iterable<Permission>) {
  if (ctx.user.role !== 'staff') return;
  const held = new Set(ctx.user.permissions);
  const notHeld = [...changed].filter((permission) => !held.has(permission));
  if (notHeld.length > 0)
    throw new AppError(403, 'staff.grantNotHeld', 'FORBIDDEN', { permissions: 'staff.grantNotHeld' });
}

function assertNotSelf(ctx: RequestContext, id: string) {
  if (ctx.user.role === 'staff' && ctx.user.id === id) throw new AppError(403, 'staff.ownRights', 'FORBIDDEN');
}

/** What changes between two permission lists, either way. */
function changedPermissions(before: Permission[], after: Permission[]): Permission[] {
  const was = new Set(before);
  const now = new Set(after);
  return [...after.filter((permission) => !was.has(permission)), ...before.filter((p) => !now.has(p))];
}

export async function listStaff(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), eq(users.role, 'staff')))
    .orderBy(asc(users.name));
  return { items: rows.map(toStaffMember) };
}

/** Staff are invited by e-mail (spec §6) and set their own password from the link. */
export async function inviteStaff(
  deps: AppDeps,
  ctx: RequestContext,
  input: { email: string; name: string; permissions: Permission[] },
  origin: string,
) {
  assertWithinOwnRights(ctx, input.permissions);
  const member = await deps.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, ctx.companyId, input.email)) {
      throw new AppError(409, 'staff.emailTaken', 'CONFLICT', { email: 'staff.emailTaken' });
    }
    const [company] = await tx.select().from(companies).where(eq(companies.id, ctx.companyId));
    if (!company) throw notFound();
    await assertStaffRoom(tx, ctx.companyId);
    const [user] = await tx
      .insert(users)
      .values({
        companyId: ctx.companyId,
        id: newId(),
        email: input.email,
        name: input.name,
        role: 'staff',
        permissions: [...new Set(input.permissions)],
        status: 'active',
        language: ctx.language,
      })
      .returning();
    if (!user) throw notFound();
    await sendPasswordLink(deps, tx, { company, user, purpose: 'invite', origin });
    return toStaffMember(user);
  });
  deps.mailer.flush();
  return member;
}

export async function updateStaffPermissions(
  deps: AppDeps,
  ctx: RequestContext,
  id: string,
  permissions: Permission[],
) {
  assertNotSelf(ctx, id);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ permissions: users.permissions })
      .from(users)
      .where(isStaff(ctx, id))
      .for('update');
    if (!current) throw notFound();
    assertWithinOwnRights(ctx, changedPermissions(current.permissions, permissions));
    const [user] = await tx
      .update(users)
      .set({ permissions: [...new Set(permissions)], updatedAt: new Date() })
      .where(isStaff(ctx, id))
      .returning();
    if (!user) throw notFound();
    return toStaffMember(user);
  });
}

/** Removes a staff user with its sessions and pending links, in one transaction. */
export async function removeStaff(deps: AppDeps, ctx: RequestContext, id: string) {
  await deps.db.transaction(async (tx) => {
    assertNotSelf(ctx, id);
    const [user] = await tx
      .select({ permissions: users.permissions })
      .from(users)
      .where(isStaff(ctx, id))
      .for('update');
    if (!user) throw notFound();
    if (ctx.user.role === 'staff' && user.permissions.some((permission) => !ctx.user.permissions.includes(permission)))
      throw new AppError(403, 'staff.outranks', 'FORBIDDEN');
    await tx.delete(authTokens).where(and(eq(authTokens.companyId, ctx.companyId), eq(authTokens.userId, id)));
    await tx
      .delete(oneTimeSecrets)
      .where(and(eq(oneTimeSecrets.companyId, ctx.companyId), eq(oneTimeSecrets.userId, id)));
    await tx.delete(users).where(isStaff(ctx, id));
  });
}
