import type { AccountingProviderName } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type Credentials, openCredentials, sealCredentials } from '../integrations/integrations.repo.js';
import { companyIntegrations } from '../integrations/integrations.tables.js';
import { type AccessToken, reconnect } from './adapter.js';

/** An OAuth2 token answer; `refreshToken` only when the provider rotates it (Xero). */
export type OAuthToken = { accessToken: string; expiresIn: number; refreshToken?: string };
export type RefreshToken = (credentials: Credentials) => Promise<OAuthToken>;

/** A stored access token is used until a minute before it expires (a call must not start with a dying token). */
const MARGIN_MS = 60_000;

/** The credentials with the new token (and the rotated refresh token) to seal together. */
export const withToken = (credentials: Credentials, token: OAuthToken, now: number): Credentials => ({
  ...credentials,
  refreshToken: token.refreshToken ?? credentials.refreshToken ?? '',
  accessToken: token.accessToken,
  accessTokenExpiresAt: String(now + token.expiresIn * 1000),
});

const usable = (credentials: Credentials, now: number) =>
  credentials.accessToken && Number(credentials.accessTokenExpiresAt ?? 0) - MARGIN_MS > now
    ? credentials.accessToken
    : null;

/**
 * The access token of a company's accounting integration, kept sealed with its credentials. When it is due, one
 * caller refreshes under the integration's row lock (FOR UPDATE) and stores the new token with the refresh token the
 * provider answered: a concurrent caller waits for the lock and then finds the fresh token, so a rotating refresh
 * token (Xero) is never used twice and the connection never dies of a race, across API instances too.
 */
export function storedAccessToken(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  companyId: string,
  provider: AccountingProviderName,
  refresh: RefreshToken,
  clock: () => number = Date.now,
): AccessToken {
  const key = and(
    eq(companyIntegrations.companyId, companyId),
    eq(companyIntegrations.kind, 'accounting'),
    eq(companyIntegrations.provider, provider),
  );
  return async () => {
    const [row] = await deps.db.select().from(companyIntegrations).where(key);
    if (!row) throw reconnect(provider);
    const cached = usable(openCredentials(deps.secrets, row), clock());
    if (cached) return cached;
    return deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(companyIntegrations).where(key).for('update');
      if (!locked) throw reconnect(provider);
      const credentials = openCredentials(deps.secrets, locked);
      const fresh = usable(credentials, clock());
      if (fresh) return fresh;
      let token: OAuthToken;
      try {
        token = await refresh(credentials);
      } catch (error) {
        if (error instanceof AppError && error.messageKey === 'integration.badCredentials') throw reconnect(provider);
        throw error;
      }
      const sealed = sealCredentials(deps.secrets, companyId, provider, withToken(credentials, token, clock()));
      await tx.update(companyIntegrations).set({ credentials: sealed, updatedAt: new Date() }).where(key);
      return token.accessToken;
    });
  };
}
