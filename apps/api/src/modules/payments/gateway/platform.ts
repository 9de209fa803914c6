import type { PaymentGatewayName } from '@niaga/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.js';
import type { Executor } from '../../../db/client.js';
import type { AppDeps } from '../../../platform/deps.js';
import { openCredentials } from '../../integrations/integrations.repo.js';
import { platformGateways } from '../../subscription/subscription.tables.js';
import type { PaymentProvider } from './provider.js';
import { gatewayAdapter, sandboxProvider } from './providers.js';

/**
 * The platform's own gateway account, where companies pay their subscription (issue 23): set by the operator, its
 * credentials sealed as a company's are but under the company id `platform`. Its payments and callbacks carry the
 * name `platform-<provider>`, so a callback is verified with the platform's keys, never a company's.
 */
export const PLATFORM = 'platform';
const PREFIX = `${PLATFORM}-`;

export const platformGatewayName = (provider: string) => `${PREFIX}${provider}`;
export const isPlatformGatewayName = (name: string) => name.startsWith(PREFIX);

type PlatformDeps = Pick<AppDeps, 'config' | 'secrets'> & { db: Executor };
type PlatformGatewayRow = typeof platformGateways.$inferSelect;

export async function activePlatformGateway(db: Executor): Promise<PlatformGatewayRow | null> {
  const [row] = await db.select().from(platformGateways).where(eq(platformGateways.status, 'active')).limit(1);
  return row ?? null;
}

export function platformAdapter(config: Config, deps: Pick<AppDeps, 'secrets'>, row: PlatformGatewayRow) {
  return gatewayAdapter(config, {
    provider: row.provider as PaymentGatewayName,
    name: platformGatewayName(row.provider),
    sandbox: row.sandbox,
    methods: row.settings.methods ?? [],
    collectionId: row.settings.collectionId,
    credentials: openCredentials(deps.secrets, { companyId: PLATFORM, ...row }),
  });
}

/** Where subscription payments go: the operator's active gateway; without one the sandbox when on; else null. */
export async function platformGateway(
  deps: PlatformDeps,
): Promise<{ provider: PaymentProvider; methods: readonly string[] } | null> {
  const row = await activePlatformGateway(deps.db);
  if (row) return { provider: platformAdapter(deps.config, deps, row), methods: row.settings.methods ?? [] };
  const sandbox = sandboxProvider(deps.config);
  return sandbox ? { provider: sandbox, methods: ['fpx', 'card', 'ewallet'] } : null;
}

/** The platform adapter a callback names (`platform-billplz`), when that provider is the active one. */
export async function platformCallbackProvider(deps: PlatformDeps, name: string): Promise<PaymentProvider | null> {
  const row = await activePlatformGateway(deps.db);
  return row && platformGatewayName(row.provider) === name ? platformAdapter(deps.config, deps, row) : null;
}
