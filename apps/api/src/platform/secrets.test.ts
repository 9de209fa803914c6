import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecrets, parseSecretsKey, secretsOf } from './secrets.js';

describe('secrets', () => {
  const secrets = createSecrets(randomBytes(32));

  it('seals to something that is not the plaintext and opens it again in the same context', () => {
    const sealed = secrets.seal('sk_live_abc', 'c1:stripe');
    expect(sealed).not.toContain('sk_live_abc');
    expect(secrets.seal('sk_live_abc', 'c1:stripe')).not.toBe(sealed);
    expect(secrets.open(sealed, 'c1:stripe')).toBe('sk_live_abc');
  });

  it('refuses another context, another key and a tampered value', () => {
    const sealed = secrets.seal('secret', 'c1:smtp');
    expect(() => secrets.open(sealed, 'c2:smtp')).toThrow();
    expect(() => createSecrets(randomBytes(32)).open(sealed, 'c1:smtp')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => secrets.open(parts.join('.'), 'c1:smtp')).toThrow();
    expect(() => secrets.open('plain text', 'c1:smtp')).toThrow();
  });

  it('reads the key as hex or base64 and refuses other lengths', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseSecretsKey('short')).toThrow(/32 random bytes/);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'niaga-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('outside production keeps a key in DATA_DIR that survives a restart; production requires SECRETS_KEY', () => {
    const first = secretsOf({ NODE_ENV: 'development', DATA_DIR: dir, SECRETS_KEY: undefined });
    const sealed = first.seal('pw', 'c1:smtp');
    const again = secretsOf({ NODE_ENV: 'development', DATA_DIR: dir, SECRETS_KEY: undefined });
    expect(again.open(sealed, 'c1:smtp')).toBe('pw');
    expect(statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(() => secretsOf({ NODE_ENV: 'production', DATA_DIR: dir, SECRETS_KEY: undefined })).toThrow(/SECRETS_KEY/);
  });
});
