import { passwordSchema, translate } from '@niaga/shared';
import type { Executor } from '../../db/client.js';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { operators } from '../subscription/subscription.tables.js';

/** Adds a platform operator (the CLI and the demo seed); the password follows the product's password rule. */
export async function createOperator(executor: Executor, input: { email: string; name: string; password: string }) {
  const check = passwordSchema.safeParse(input.password);
  if (!check.success) {
    const key = check.error.issues[0]?.message ?? 'validation.invalid';
    throw new Error(`password: ${translate('en', key)}`);
  }
  const id = newId();
  await executor.insert(operators).values({
    id,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    passwordHash: await hashPassword(input.password),
  });
  return id;
}
