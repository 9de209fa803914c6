import type { AppDeps } from '../../platform/deps.js';
import { sendPasswordLink } from '../auth/password.service.js';
import type { Company } from '../company/company.repo.js';
import { storeBySlug } from '../online-stores/storefront-lookup.js';
import { findUserByEmail } from '../users/users.repo.js';

/**
 * The storefront's "forgot password": the usual reset link (`/api/create-password` sets the password), pointing to
 * the store's own page `/s/{slug}/account/reset-password`. Only customers get a mail; the answer is always the same.
 */
export async function forgotCustomerPassword(
  deps: AppDeps,
  company: Company,
  input: { slug: string; email: string; origin: string; ip: string },
) {
  await deps.rateLimit([
    { rule: deps.rateRules.resetAccount, key: `reset:${company.id}:${input.email}` },
    { rule: deps.rateRules.resetIp, key: `reset-ip:${input.ip}` },
  ]);
  const store = await storeBySlug(deps.db, company.id, input.slug);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, company.id, input.email);
    if (user?.role !== 'customer') return;
    const origin = `${input.origin}/s/${encodeURIComponent(store.slug)}/account`;
    await sendPasswordLink(deps, tx, { company, user, purpose: 'reset_password', origin });
  });
  deps.mailer.flush();
}
