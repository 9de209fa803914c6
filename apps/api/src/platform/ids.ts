import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** A bearer token or link secret: `<companyId>.<random>`, so lookups stay within one company. */
export const newSecret = (companyId: string): string => `${companyId}.${randomBytes(32).toString('base64url')}`;

export const companyOfSecret = (secret: string): string | null => {
  const dot = secret.indexOf('.');
  return dot > 0 ? secret.slice(0, dot) : null;
};

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newNumericCode = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');
