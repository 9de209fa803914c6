import type { customerSignUpRequest, Language } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { codeLimits, sendVerificationCode } from '../auth/email-verification.service.js';
import type { Company } from '../company/company.repo.js';
import { storeBySlug } from '../online-stores/storefront-lookup.js';
import { users } from '../users/users.tables.js';

type SignUp = z.output<typeof customerSignUpRequest>;

const conflict = (key: 'customers.emailTaken' | 'customers.teamEmail') =>
  new AppError(409, key, 'CONFLICT', { email: key });

/**
 * A customer signs up in a storefront (domain-rules "Stores and customers": one account per company, for every
 * store of it). The e-mail is verified with the mailed code before the first login. An e-mail a guest checkout
 * already left as a passwordless customer is claimed: the chosen password waits in `pending_password_hash` and
 * becomes the password only when the code proves the mailbox, so nobody takes over a guest's orders by typing
 * its e-mail. An e-mail of HQ, staff or an agent is refused: one e-mail is one user of the company.
 */
export async function signUpCustomer(
  deps: AppDeps,
  company: Company,
  slug: string,
  input: SignUp,
  context: { ip: string; language: Language },
) {
  await deps.rateLimit(codeLimits(deps, company.id, input.email, context.ip));
  await storeBySlug(deps.db, company.id, slug);
  const passwordHash = await hashPassword(input.password);
  const claimed = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        companyId: company.id,
        id: newId(),
        email: input.email,
        role: 'customer',
        name: input.name,
        passwordHash,
        phoneCode: input.phoneCode,
        phoneNumber: input.phoneNumber,
        language: context.language,
        status: 'new',
      })
      .onConflictDoNothing()
      .returning();
    const created = inserted[0];
    if (created) {
      await sendVerificationCode(deps, tx, company, created);
      return false;
    }
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.email, input.email)))
      .for('update');
    if (!existing) throw conflict('customers.emailTaken');
    if (existing.role !== 'customer') throw conflict('customers.teamEmail');
    if (existing.passwordHash) throw conflict('customers.emailTaken');
    const [guest] = await tx
      .update(users)
      .set({ pendingPasswordHash: passwordHash, emailVerifiedAt: null, updatedAt: new Date() })
      .where(and(eq(users.companyId, company.id), eq(users.id, existing.id)))
      .returning();
    await sendVerificationCode(deps, tx, company, guest ?? existing);
    return true;
  });
  deps.mailer.flush();
  return { email: input.email, claimed };
}
