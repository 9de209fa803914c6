import type { OwnStore, StoreKind, StoreView, storeAccountInput, storeRegistrationInput } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Features } from '../company/features.js';
import { onlineStores } from './online-stores.tables.js';
import {
  bumpedVersion,
  featuresWithKindOn,
  ownImage,
  ownStoreOrNull,
  ownStoreToChange,
  storeViewOf,
} from './store-access.js';

/** Domain-rules "E-koop": run by an agent of a stock-holding level (HQ's selling levels); other kinds: any agent. */
function mayRegister(kind: StoreKind, features: Features, ctx: RequestContext) {
  if (kind !== 'e_koop') return true;
  const levelId = ctx.user.level?.id;
  return Boolean(levelId && features.sellingLevelIds.includes(levelId));
}

export async function ownStore(deps: AppDeps, ctx: RequestContext, kind: StoreKind): Promise<OwnStore> {
  const features = await featuresWithKindOn(deps.db, ctx, kind);
  const store = await ownStoreOrNull(deps.db, ctx, kind);
  return { store: store ? storeViewOf(store) : null, mayRegister: !store && mayRegister(kind, features, ctx) };
}

const schoolOf = (kind: StoreKind, schoolName: string | undefined) => {
  if (kind !== 'e_koop') return null;
  if (!schoolName) throw badRequest('stores.schoolRequired', { schoolName: 'stores.schoolRequired' });
  return schoolName;
};

/** A unique-key violation: the slug (also when two agents race for it) or a second store of the same kind. */
function registrationConflict(error: unknown): never {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (cause.code === '23505') {
    if (cause.constraint === 'online_stores_slug_key')
      throw new AppError(409, 'stores.slugTaken', 'CONFLICT', { slug: 'stores.slugTaken' });
    throw new AppError(409, 'stores.alreadyRegistered', 'CONFLICT');
  }
  throw error;
}

/** Registers the caller's store of `kind` as pending (HQ approves it in the store database). */
export async function registerStore(
  deps: AppDeps,
  ctx: RequestContext,
  kind: StoreKind,
  input: z.output<typeof storeRegistrationInput>,
): Promise<StoreView> {
  const features = await featuresWithKindOn(deps.db, ctx, kind);
  if (!mayRegister(kind, features, ctx)) throw new AppError(403, 'stores.ekoopLevel', 'FORBIDDEN');
  if (await ownStoreOrNull(deps.db, ctx, kind)) throw new AppError(409, 'stores.alreadyRegistered', 'CONFLICT');
  const [store] = await deps.db
    .insert(onlineStores)
    .values({
      companyId: ctx.companyId,
      id: newId(),
      kind,
      ownerId: ctx.user.id,
      slug: input.slug,
      name: input.name,
      description: input.description || null,
      logoUrl: ownImage(ctx, input.logoUrl, 'logoUrl'),
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      schoolName: schoolOf(kind, input.schoolName),
      status: 'pending',
      termsAcceptedAt: ctx.now,
      // An e-koop hands its orders over at the school.
      delivery:
        kind === 'e_koop'
          ? { shipping: false, pickup: true, pickupAddress: input.schoolName ?? null }
          : { shipping: true, pickup: false, pickupAddress: null },
    })
    .returning()
    .catch(registrationConflict);
  return storeViewOf(store!);
}

/** The store's account: payout bank and contact details (and its name, description, logo). */
export async function saveStoreAccount(
  deps: AppDeps,
  ctx: RequestContext,
  kind: StoreKind,
  input: z.output<typeof storeAccountInput>,
): Promise<StoreView> {
  await featuresWithKindOn(deps.db, ctx, kind);
  return deps.db.transaction(async (tx) => {
    const store = await ownStoreToChange(tx, ctx, kind);
    const [saved] = await tx
      .update(onlineStores)
      .set({
        bank: input.bank,
        name: input.name,
        description: input.description || null,
        logoUrl: ownImage(ctx, input.logoUrl, 'logoUrl'),
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
        schoolName: kind === 'e_koop' ? schoolOf(kind, input.schoolName) : store.schoolName,
        ...bumpedVersion,
      })
      .where(and(eq(onlineStores.companyId, ctx.companyId), eq(onlineStores.id, store.id)))
      .returning();
    return storeViewOf(saved!);
  });
}
