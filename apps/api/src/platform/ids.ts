import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/**
 * A source of ascending ids (UUID version 7: the time, then a counter from a random start), for a bulk insert of
 * many rows: they land side by side at the end of the primary key's index instead of on a random page each.
 */
export function ascendingIds(now = Date.now()): () => string {
  const time = now.toString(16).padStart(12, '0');
  const head = `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomBytes(2).toString('hex').slice(0, 3)}-`;
  let counter = BigInt(`0x${randomBytes(5).toString('hex')}`);
  return () => {
    const tail = (counter++).toString(16).padStart(15, '0');
    return `${head}8${tail.slice(0, 3)}-${tail.slice(3)}`;
  };
}

/** A bearer token or link secret: `<companyId>.<random>`, so lookups stay within one company. */
export const newSecret = (companyId: string): string => `${companyId}.${randomBytes(32).toString('base64url')}`;

export const companyOfSecret = (secret: string): string | null => {
  const dot = secret.indexOf('.');
  return dot > 0 ? secret.slice(0, dot) : null;
};

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newNumericCode = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');
