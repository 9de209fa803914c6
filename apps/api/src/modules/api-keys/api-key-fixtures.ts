import type { ApiKeyScopes } from '@niaga/shared';
import type { TestApp } from '../../testing/test-app.js';

/**
 * Creates a key as `hq` on `host` and answers its id and secret. Written with `t.call` only (method, path, body),
 * so it ports as it is to the typed client of packages/client.
 */
export async function createApiKey(
  t: TestApp,
  hq: string,
  scopes: ApiKeyScopes,
  { name = 'Warehouse sync', host, expiresAt }: { name?: string; host?: string; expiresAt?: string } = {},
) {
  const created = await t.call('POST', '/api/setup/api-keys', {
    token: hq,
    ...(host ? { host } : {}),
    body: { name, scopes, ...(expiresAt ? { expiresAt } : {}) },
  });
  if (created.status !== 200) throw new Error(`api key: ${created.status} ${created.meta?.message}`);
  return { id: created.data.key.id as string, secret: created.data.secret as string, key: created.data.key };
}
