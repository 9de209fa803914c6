import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, companyHosts } from './company.tables.js';

export type Company = typeof companies.$inferSelect;

export function findCompanyByHost(executor: Executor, host: string): Promise<Company | undefined> {
  return executor
    .select({ company: companies })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(eq(companyHosts.host, host))
    .then((rows) => rows[0]?.company);
}
