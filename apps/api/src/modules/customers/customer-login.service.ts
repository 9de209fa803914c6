import type { customerLoginRequest } from '@niaga/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps.js';
import { login } from '../auth/login.service.js';
import type { Company } from '../company/company.repo.js';
import { storeBySlug } from '../online-stores/storefront-lookup.js';

/** The storefront's login: the shared `login` for the role `customer`, in a store of the company (else 404). */
export async function customerLogin(
  deps: AppDeps,
  company: Company,
  slug: string,
  input: z.output<typeof customerLoginRequest>,
  ip: string,
) {
  await storeBySlug(deps.db, company.id, slug);
  return login(deps, company, { ...input, type: 'customer' }, ip);
}
