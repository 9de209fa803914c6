import { type MessageKey, type PaymentProviderInput, type PlatformGatewayView, SECRET_FIELDS } from '@niaga/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type Credentials, openCredentials, sealCredentials } from '../integrations/integrations.repo.js';
import { PLATFORM } from '../payments/gateway/platform.js';
import { gatewayAdapter } from '../payments/gateway/providers.js';
import { platformGateways } from '../subscription/subscription.tables.js';

type GatewayRow = typeof platformGateways.$inferSelect;

function toView(deps: Pick<AppDeps, 'secrets'>, row: GatewayRow): PlatformGatewayView {
  const credentials = openCredentials(deps.secrets, { companyId: PLATFORM, ...row });
  return {
    provider: row.provider,
    status: row.status,
    sandbox: row.sandbox,
    methods: row.settings.methods ?? [],
    collectionId: row.settings.collectionId ?? null,
    credentialsSet: Object.keys(credentials).filter((field) => credentials[field]),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The platform's gateways (which credentials are set, never their values). */
export async function listPlatformGateways(deps: AppDeps): Promise<PlatformGatewayView[]> {
  const rows = await deps.db.select().from(platformGateways).orderBy(platformGateways.provider);
  return rows.map((row) => toView(deps, row));
}

/**
 * Saves the platform's Billplz or Stripe account, as a company saves its own (integrations.service.ts): a secret left
 * empty keeps the stored one; the provider's check call must accept the credentials first; the other provider is
 * disabled (one active gateway takes the subscription payments).
 */
export async function storePlatformGateway(
  deps: AppDeps,
  input: PaymentProviderInput & { sandbox: boolean },
  now: Date,
): Promise<PlatformGatewayView> {
  const [stored] = await deps.db.select().from(platformGateways).where(eq(platformGateways.provider, input.provider));
  const kept = stored ? openCredentials(deps.secrets, { companyId: PLATFORM, ...stored }) : {};
  const missing: Record<string, MessageKey> =
    input.provider === 'billplz' && !input.collectionId ? { collectionId: 'validation.required' } : {};
  const given = input as Partial<Record<string, unknown>>;
  const credentials: Credentials = {};
  for (const field of SECRET_FIELDS[input.provider]) {
    const value = (typeof given[field] === 'string' && given[field]) || kept[field];
    if (value) credentials[field] = value;
    else missing[field] = 'validation.required';
  }
  if (Object.keys(missing).length) throw new AppError(400, 'errors.invalidInput', 'VALIDATION', missing);
  const settings: GatewayRow['settings'] = { methods: [...new Set(input.methods)] };
  if (input.provider === 'billplz') settings.collectionId = input.collectionId;
  const sandbox = input.provider === 'billplz' && input.sandbox;
  await gatewayAdapter(deps.config, {
    provider: input.provider,
    sandbox,
    methods: settings.methods ?? [],
    collectionId: settings.collectionId,
    credentials,
  }).checkCredentials();
  const sealed = sealCredentials(deps.secrets, PLATFORM, input.provider, credentials);
  const saved = await deps.db.transaction(async (tx) => {
    await tx
      .update(platformGateways)
      .set({ status: 'disabled', updatedAt: now })
      .where(sql`${platformGateways.provider} <> ${input.provider}`);
    const [row] = await tx
      .insert(platformGateways)
      .values({ provider: input.provider, status: 'active', sandbox, settings, credentials: sealed, updatedAt: now })
      .onConflictDoUpdate({
        target: platformGateways.provider,
        set: { status: 'active', sandbox, settings, credentials: sealed, updatedAt: now },
      })
      .returning();
    return row!;
  });
  return toView(deps, saved);
}
