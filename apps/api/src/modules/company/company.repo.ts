import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyFeatures, companies, companyHosts } from './company.tables.js';

export type Company = typeof companies.$inferSelect;

export function findCompanyByHost(executor: Executor, host: string): Promise<Company | undefined> {
  return executor
    .select({ company: companies })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(eq(companyHosts.host, host))
    .then((rows) => rows[0]?.company);
}

/** A company's feature switches and settings (`{}` when it has none). */
export async function featuresOf(executor: Executor, companyId: string): Promise<CompanyFeatures> {
  const [row] = await executor
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.features ?? {};
}
