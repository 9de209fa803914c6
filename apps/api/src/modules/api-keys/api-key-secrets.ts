import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@niaga/shared';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 40 base62 characters: about 238 bits, so a plain SHA-256 of it is safe to store. */
const RANDOM_LENGTH = 40;

/** A new key secret: `nk_live_` then random base62 (bytes ≥ 248 are skipped, so every character is equally likely). */
export function newApiKeySecret(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && random.length < RANDOM_LENGTH) random += BASE62[byte % 62];
    }
  }
  return `${API_KEY_PREFIX}${random}`;
}

/** What lists show of a secret to tell keys apart. */
export const visiblePrefixOf = (secret: string) => secret.slice(0, API_KEY_VISIBLE_LENGTH);

/** A bearer token that is a key, not a session's `<companyId>.<random>` nor an operator's `op.<random>`. */
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);
