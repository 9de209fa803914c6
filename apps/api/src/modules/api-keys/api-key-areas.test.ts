import { apiKeyAllows } from '@niaga/shared';
import { describe, expect, it } from 'vitest';
import { access } from '../../platform/access.js';
import { keyNeedFor } from './api-key-areas.js';
import { isApiKeyToken, newApiKeySecret, visiblePrefixOf } from './api-key-secrets.js';

describe('the route a key may call', () => {
  it('needs read for GET and HEAD, write for the rest, by the route tag', () => {
    expect(keyNeedFor(access.hqAndStaff, ['order management'], 'GET')).toEqual({ area: 'orders', level: 'read' });
    expect(keyNeedFor(undefined, ['catalog'], 'HEAD')).toEqual({ area: 'products', level: 'read' });
    expect(keyNeedFor(access.hq, ['inventory'], 'POST')).toEqual({ area: 'stock', level: 'write' });
    expect(keyNeedFor(access.hq, ['network'], 'DELETE')).toEqual({ area: 'agents', level: 'write' });
  });

  it('is none for public, operator, agents-only and customers-only routes, and for tags of no area', () => {
    expect(keyNeedFor('public', ['catalog'], 'GET')).toBeNull();
    expect(keyNeedFor('operator', ['catalog'], 'GET')).toBeNull();
    expect(keyNeedFor(access.agents, ['orders'], 'GET')).toBeNull();
    expect(keyNeedFor(access.customers, ['orders'], 'GET')).toBeNull();
    expect(keyNeedFor(access.hq, ['api keys'], 'GET')).toBeNull();
    expect(keyNeedFor(access.everyone, ['auth'], 'POST')).toBeNull();
    expect(keyNeedFor(access.hq, ['legacy'], 'POST')).toBeNull();
  });

  it('write implies read; read is not write', () => {
    expect(apiKeyAllows({ orders: 'write' }, 'orders', 'read')).toBe(true);
    expect(apiKeyAllows({ orders: 'read' }, 'orders', 'write')).toBe(false);
    expect(apiKeyAllows({ orders: 'read' }, 'products', 'read')).toBe(false);
  });
});

describe('secrets', () => {
  it('are nk_live_ and 40 base62 characters, each new; the prefix shows 16 characters', () => {
    const secrets = new Set(Array.from({ length: 50 }, newApiKeySecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^nk_live_[0-9A-Za-z]{40}$/);
      expect(isApiKeyToken(secret)).toBe(true);
      expect(visiblePrefixOf(secret)).toBe(secret.slice(0, 16));
    }
    expect(isApiKeyToken('demo.abc')).toBe(false);
    expect(isApiKeyToken('op.abc')).toBe(false);
  });
});
