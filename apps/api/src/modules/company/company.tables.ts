import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Company feature switches (spec §3 "Company features"); later issues read more of them. */
export type CompanyFeatures = {
  firstOrderPackage?: boolean;
  goAffiliateStatus?: boolean;
  ejenstoreStatus?: boolean;
  eKoopStatus?: boolean;
  /** Months without a counted order after which an agent is inactive. */
  inactiveLimit?: number;
};

/** A company is a tenant (domain-rules "Tenancy"). */
export const companies = pgTable('companies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  orgId: text('org_id'),
  currency: text('currency', { enum: ['MYR', 'IDR'] })
    .notNull()
    .default('MYR'),
  timeZone: text('time_zone').notNull().default('Asia/Kuala_Lumpur'),
  prefixName: text('prefix_name'),
  logoUrl: text('logo_url'),
  description: text('description'),
  webDescription: text('web_description'),
  colorPrimary: text('color_primary').notNull().default('#019aff'),
  colorSecondary: text('color_secondary'),
  features: jsonb('features').$type<CompanyFeatures>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names resolve the company before login. A global lookup table (a Citus reference table). */
export const companyHosts = pgTable(
  'company_hosts',
  {
    host: text('host').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (table) => [index('company_hosts_company_idx').on(table.companyId)],
);
