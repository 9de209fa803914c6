import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { users } from '../users/users.tables.js';

export type StoreBuyer = { id: string; name: string; email: string; role: 'customer' | 'agent' };

/**
 * The buyer of a store order, by the e-mail given at checkout (docs/decisions.md "Stores (issue 22): checkout"):
 * the company's user with that e-mail when it is a customer (a guest who bought before, or a signed-up customer)
 * or an agent buying in a store; else a new passwordless `customer` (status 'new'), which sign-up claims after the
 * e-mail is verified. An HQ or staff e-mail is refused (they do not buy as customers), so is a suspended user.
 * Racing checkouts with one new e-mail make one user: the insert does nothing on the unique e-mail and reads it.
 */
export async function customerForCheckout(
  tx: Tx,
  companyId: string,
  contact: { email: string; name: string; phoneCode: string; phoneNumber: string },
): Promise<StoreBuyer> {
  const email = contact.email.toLowerCase();
  await tx
    .insert(users)
    .values({
      companyId,
      id: newId(),
      email,
      role: 'customer',
      name: contact.name,
      status: 'new',
      phoneCode: contact.phoneCode,
      phoneNumber: contact.phoneNumber,
    })
    .onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, email)));
  if (!user || (user.role !== 'customer' && user.role !== 'agent'))
    throw new AppError(409, 'storeCheckout.emailNotCustomer', 'CONFLICT', {
      'contact.email': 'storeCheckout.emailNotCustomer',
    });
  if (user.status === 'suspended') throw new AppError(403, 'storeCheckout.buyerSuspended', 'SUSPENDED');
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}
