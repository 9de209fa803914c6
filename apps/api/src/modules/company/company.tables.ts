import type { CommissionType, PointCycle } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyPrimaryKey,
  createdAt,
  deletedAt,
  postalAddressColumns,
  uniqueAmongLive,
  updatedAt,
} from '../../db/columns.js';

/**
 * Company feature switches (spec §3 "Company features") as stored; read them only through `resolveFeatures` /
 * `featuresOf` (features.ts), which fills in the defaults. What each one decides: docs/decisions.md.
 */
export type CompanyFeatures = {
  /** The level's first-order minimum and the first-order payment time apply to a buyer's first order; default on. */
  firstOrder?: boolean;
  /** Packages and combos marked first-order-only are offered (to first orders); off: never. */
  firstOrderPackage?: boolean;
  goAffiliateStatus?: boolean;
  ejenstoreStatus?: boolean;
  eKoopStatus?: boolean;
  /** Days a go-affiliate click stays attributed (issue 22); default 30. */
  affiliateWindowDays?: number;
  /** Months without a counted order after which an agent is inactive. */
  inactiveLimit?: number;
  /** Only HQ sells: every order's seller is HQ, whatever the ordering levels. */
  orderCompany?: boolean;
  /** An agent's invite links cover its own level and every level below; off: the entry (lowest) level only. */
  allLevel?: boolean;
  /** Agents of every level may recruit; off: only agents of the levels in `level`. */
  allLevelStatus?: boolean;
  /** The levels whose agents may recruit when `allLevelStatus` is off. */
  level?: string[];
  /** Buyers may collect from a branch that offers self-pickup instead of paying shipping. */
  selfPickup?: boolean;
  /** The agent shop shows and takes preorders of products that allow them (spec "showHidePreorder"); default on. */
  showHidePreorder?: boolean;
  /**
   * "Ordering level": agents of these levels hold stock and sell to their downline (domain-rules "Who sells
   * to whom"); everyone else buys from HQ. Empty: HQ sells to everyone.
   */
  orderingLevelIds?: string[];
  /** Minutes an unpaid order holds its stock (spec: at most 12 h 59 min); 0 or unset: 12 hours. */
  bookingTime?: number;
  /** Minutes within which a buyer's first order must be paid; unset or null: the booking time. */
  firstOrderPayMinutes?: number | null;
  /** Whether the level minimums (spec "MOQ") are counted in units or in money. */
  moq?: 'unit' | 'amount';
  /** Manual bank transfer with a receipt is offered at checkout (spec "manualReceipt"); default on. */
  manualReceipt?: boolean;
  /** Admin fee in sen per payment method (spec "get-admin-fee"). */
  adminFees?: { manual?: number; wallet?: number; online?: number };
  /** Sales tax in basis points on (subtotal − discounts); 0 or unset: no tax. */
  taxBasisPoints?: number;
  /** Prices include tax (Company › Tax); unset: tax is added on top. */
  taxIncluded?: boolean;
  /** The SST registration number printed on invoices. */
  sstNumber?: string | null;
  /** HQ's bank account shown for manual transfers. */
  bank?: { bankName: string; accountName: string; accountNumber: string } | null;
  /** Commission types switched off by the company (domain-rules "Commissions": each can be); unset: all on. */
  commissionOff?: CommissionType[];
  /** No overriding on a buyer's first order (spec "zeroriseOverriding"). */
  zeroriseOverriding?: boolean;
  /** The smallest payout an agent may request, in sen; unset: 0 (any positive balance). */
  minPayout?: number;
  /** Agents see their income statement (spec §6 "agent income statement"); default on. */
  incomeStatement?: boolean;
  /** The yearly CP58 statement is offered (spec "cp58Feature"). */
  cp58Feature?: boolean;
  /** The day of the next month on which the job closes a commission month (1-28); null: HQ closes by hand. */
  commissionAutoCloseDay?: number | null;
  /** Agents see other agents' amounts in the score ranking (spec "showAmountSnR"); off: positions only. Default on. */
  showAmountSnR?: boolean;
  /** Points expire (domain-rules "Points and rewards"); default off. Points earned in a cycle expire at its next's end. */
  pointsExpiry?: boolean;
  /** The points cycle (spec §9); unset: monthly. */
  pointsCycle?: PointCycle;
  /** The day (company time zone) expiry was last switched on: the first cycle that can expire. */
  pointsExpirySince?: string | null;
};

/** A company is a tenant (domain-rules "Tenancy"). */
/** The company that owns a tenant's row (first column of its key). */
export const companyIdColumn = () =>
  text('company_id')
    .notNull()
    .references(() => companies.id);

/** The key columns of a company's record: its company and an id unique within it (see `companyPrimaryKey`). */
export const companyRecordId = () => ({ companyId: companyIdColumn(), id: text('id').notNull() });

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
  // Company › Theme: the logo for dark backgrounds, the browser-tab icon and the installable app's icons.
  logoDarkUrl: text('logo_dark_url'),
  faviconUrl: text('favicon_url'),
  appIcon192Url: text('app_icon_192_url'),
  appIcon512Url: text('app_icon_512_url'),
  description: text('description'),
  webDescription: text('web_description'),
  colorPrimary: text('color_primary').notNull().default('#019aff'),
  colorSecondary: text('color_secondary'),
  features: jsonb('features').$type<CompanyFeatures>().notNull().default(sql`'{}'::jsonb`),
  // Spec §3 "Company": the registered business, printed on invoices, labels and CP58.
  companyRoc: text('company_roc'),
  tin: text('tin'),
  msicCode: text('msic_code'),
  msicDescription: text('msic_description'),
  ...postalAddressColumns(),
  country: text('country'),
  provinceId: text('province_id'),
  regencyId: text('regency_id'),
  districtId: text('district_id'),
  villageId: text('village_id'),
  phoneCode: text('phone_code'),
  phone: text('phone'),
  email: text('email'),
  createdAt: createdAt(),
});

/** Host names resolve the company before login. A global lookup table (a Citus reference table). */
export const companyHosts = pgTable(
  'company_hosts',
  {
    host: text('host').primaryKey(),
    companyId: companyIdColumn(),
  },
  (table) => [index('company_hosts_company_idx').on(table.companyId)],
);

/**
 * HQ's branches: each keeps its own stock, and those offering self-pickup are the pickup locations.
 * Every company has at least one (the main branch, created with the company).
 */
export const branches = pgTable(
  'branches',
  {
    ...companyRecordId(),
    name: text('name').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    selfPickup: boolean('self_pickup').notNull().default(false),
    ...postalAddressColumns(),
    country: text('country').notNull().default('MY'),
    phone: text('phone'),
    /** Opening hours shown to a buyer choosing self-pickup, e.g. "Mon–Fri 9:00–17:00". */
    pickupHours: text('pickup_hours'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    companyPrimaryKey(table),
    uniqueAmongLive('branches_company_name_key', table, table.name),
    uniqueIndex('branches_company_main_key').on(table.companyId).where(sql`${table.isMain}`),
  ],
);

/** The company's helpline (spec §2 "/helpline"): shown to agents and HQ with mailto:, tel: and wa.me links. */
export const companyHelplines = pgTable('company_helplines', {
  companyId: text('company_id').primaryKey(),
  email: text('email'),
  phoneCode: text('phone_code'),
  phone: text('phone'),
  whatsappCode: text('whatsapp_code'),
  whatsapp: text('whatsapp'),
  hours: text('hours'),
  updatedAt: updatedAt(),
});
