import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Also spends the time of a verification for accounts without a password, so timing reveals nothing. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  const target = passwordHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}
