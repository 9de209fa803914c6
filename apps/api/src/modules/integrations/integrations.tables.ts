import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { companyIdColumn } from '../company/company.tables.js';

/**
 * A company's connection to an outside service (spec §2 "/integration"): one row per kind and provider. The
 * credentials are one JSON object sealed with `deps.secrets` (context `<companyId>:<provider>`), never answered.
 * A disabled row is kept (its credentials too) but never called.
 */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    companyId: companyIdColumn(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    sandbox: boolean('sandbox').notNull().default(false),
    /** Settings that are not secret: `{ collectionId?, methods? }`. */
    settings: jsonb('settings').$type<IntegrationSettings>().notNull().default({}),
    credentials: text('credentials').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.kind, table.provider] }),
    check('company_integrations_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** `fee`: the gateway's fee schedule for the settlement report (docs/decisions.md "Settlement fees"). */
export type IntegrationSettings = {
  collectionId?: string;
  methods?: string[];
  fee?: { percentBp: number; fixed: number };
  /** MyInvois: what is shown of the signing certificate (the file and password are sealed with the credentials). */
  certificate?: { subject: string; issuer: string; serialNumber: string; notAfter: string };
  /** Accounting systems: Zoho's data centre and organization; Xero's tenant and the account payments go to. */
  accounting?: {
    dataCentre?: string;
    organizationId?: string;
    tenantId?: string;
    tenantName?: string | null;
    accountCode?: string;
  };
};
export type IntegrationRow = typeof companyIntegrations.$inferSelect;
