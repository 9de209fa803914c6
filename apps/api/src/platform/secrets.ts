import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * Credentials kept at rest (gateway keys, SMTP passwords): AES-256-GCM with a key from the environment. A sealed
 * value is bound to where it belongs (`context`, e.g. `<companyId>:billplz`): copied to another company's row, it
 * no longer opens. Never send an opened value to the browser.
 */
export type Secrets = {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key and context (tampered, moved or another key). */
  open(sealed: string, context: string): string;
};

const VERSION = 'v1';
const KEY_BYTES = 32;

export function createSecrets(key: Buffer): Secrets {
  if (key.length !== KEY_BYTES) throw new Error(`SECRETS_KEY must be ${KEY_BYTES} bytes`);
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** `SECRETS_KEY` as 64 hex digits or base64 of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('SECRETS_KEY: give 32 random bytes as 64 hex digits or base64');
  return key;
}

/**
 * The key: `SECRETS_KEY`; production refuses to start without it. Elsewhere a key kept in `DATA_DIR/secrets.key`
 * (made on first start), so the embedded database's sealed values still open after a restart.
 */
export function secretsOf(config: Pick<Config, 'SECRETS_KEY' | 'NODE_ENV' | 'DATA_DIR'>): Secrets {
  if (config.SECRETS_KEY) return createSecrets(parseSecretsKey(config.SECRETS_KEY));
  if (config.NODE_ENV === 'production')
    throw new Error('Invalid environment:\n  SECRETS_KEY: required in production (32 random bytes, hex or base64)');
  const file = path.join(config.DATA_DIR, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(KEY_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return createSecrets(parseSecretsKey(readFileSync(file, 'utf8')));
}
