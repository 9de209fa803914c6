import type { IntegrationKind, IntegrationProvider } from '@niaga/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Secrets } from '../../platform/secrets.js';
import { companyIntegrations, type IntegrationRow } from './integrations.tables.js';

export type Credentials = Record<string, string>;

/** Sealed credentials belong to one company and provider: moved to another row, they no longer open. */
const sealContext = (companyId: string, provider: string) => `${companyId}:${provider}`;

export const sealCredentials = (secrets: Secrets, companyId: string, provider: string, credentials: Credentials) =>
  secrets.seal(JSON.stringify(credentials), sealContext(companyId, provider));

/** The row's credentials opened; empty when they no longer open (another SECRETS_KEY): reconnect to fix. */
export function openCredentials(secrets: Secrets, row: Pick<IntegrationRow, 'companyId' | 'provider' | 'credentials'>) {
  try {
    return JSON.parse(secrets.open(row.credentials, sealContext(row.companyId, row.provider))) as Credentials;
  } catch {
    return {};
  }
}

export function listIntegrations(db: Executor, companyId: string) {
  return db
    .select()
    .from(companyIntegrations)
    .where(eq(companyIntegrations.companyId, companyId))
    .orderBy(asc(companyIntegrations.kind), asc(companyIntegrations.provider));
}

/** The company's integrations of one kind (and one provider, when named). */
const ofKind = (companyId: string, kind: IntegrationKind, provider?: string) =>
  and(
    eq(companyIntegrations.companyId, companyId),
    eq(companyIntegrations.kind, kind),
    provider === undefined ? undefined : eq(companyIntegrations.provider, provider),
  );

export async function findIntegration(
  db: Executor,
  companyId: string,
  kind: IntegrationKind,
  provider: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(ofKind(companyId, kind, provider));
  return row;
}

/** The company's active integration of a kind (one at most for payment gateways and couriers). */
export async function activeIntegration(
  db: Executor,
  companyId: string,
  kind: IntegrationKind,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(companyIntegrations)
    .where(and(ofKind(companyId, kind), eq(companyIntegrations.status, 'active')))
    .limit(1);
  return row;
}

export type IntegrationWrite = Pick<IntegrationRow, 'sandbox' | 'settings' | 'credentials'> & {
  companyId: string;
  kind: IntegrationKind;
  provider: IntegrationProvider;
};

/** Saves the integration as active and disables the kind's other providers (one active gateway, one courier). */
export async function saveActiveIntegration(db: Executor, row: IntegrationWrite, at: Date): Promise<IntegrationRow> {
  await db
    .update(companyIntegrations)
    .set({ status: 'disabled', updatedAt: at })
    .where(and(ofKind(row.companyId, row.kind), sql`${companyIntegrations.provider} <> ${row.provider}`));
  const [saved] = await db
    .insert(companyIntegrations)
    .values({ ...row, status: 'active', createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [companyIntegrations.companyId, companyIntegrations.kind, companyIntegrations.provider],
      set: {
        status: 'active',
        sandbox: row.sandbox,
        settings: row.settings,
        credentials: row.credentials,
        updatedAt: at,
      },
    })
    .returning();
  return saved!;
}

export async function disableIntegration(
  db: Executor,
  companyId: string,
  kind: IntegrationKind,
  provider: string,
  at: Date,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .update(companyIntegrations)
    .set({ status: 'disabled', updatedAt: at })
    .where(ofKind(companyId, kind, provider))
    .returning();
  return row;
}
