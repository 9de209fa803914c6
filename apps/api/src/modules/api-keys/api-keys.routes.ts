import { apiKeyInput, apiKeyList, apiKeyView, apiKeyWithSecret, idText } from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { routes } from '../../platform/route.js';
import { createKey, listKeys, revokeKey, rotateKey } from './api-keys.service.js';

const idParams = z.object({ id: idText() });
const SHOWN_ONCE = 'The `secret` is in this answer only: it is stored as a hash and never shown again.';

/**
 * Issue 26: HQ's API keys for machine clients (docs/api.md "API keys"). The tag names no key area
 * (api-key-areas.ts), so no key can reach these routes: keys are managed by a person signed in as HQ.
 */
export function registerApiKeyRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['api keys'] });
  r.get(
    '/api/setup/api-keys',
    {
      access: access.hq,
      summary: "The company's API keys: name, visible prefix, scopes, creator, last use, expiry, status",
      response: apiKeyList,
    },
    (request) => listKeys(deps, contextOf(request)),
  );
  r.post(
    '/api/setup/api-keys',
    {
      access: access.hq,
      summary: 'Create an API key: a name, read or write per area, an optional expiry',
      document: { description: SHOWN_ONCE },
      body: apiKeyInput,
      response: apiKeyWithSecret,
      message: 'apiKeys.created',
    },
    (request) => createKey(deps, contextOf(request), request.body),
  );
  r.post(
    '/api/setup/api-keys/:id/rotate',
    {
      access: access.hq,
      summary: 'Give a live key a new secret; the old secret stops working at once',
      document: { description: SHOWN_ONCE },
      params: idParams,
      response: apiKeyWithSecret,
      message: 'apiKeys.rotated',
    },
    (request) => rotateKey(deps, contextOf(request), request.params.id),
  );
  r.post(
    '/api/setup/api-keys/:id/revoke',
    {
      access: access.hq,
      summary: 'Revoke a key: every call with it answers 401 from now on',
      params: idParams,
      response: apiKeyView,
      message: 'apiKeys.revoked',
    },
    (request) => revokeKey(deps, contextOf(request), request.params.id),
  );
}
