import { z } from 'zod';
import { COMMISSION_TYPES } from '../commission.js';
import { SUBJECT_AGENT_RULE } from './commission-views.js';
import { page, pageNumber, pageSize, searchText } from './numbers.js';
import { text } from './text.js';

/** CP58 (spec /cp58, /hqCP58; `report/cp58`, `getcp58`, `searchcp58`): the yearly statement of commission income. */
export const CP58_FIRST_YEAR = 2000;

const year = z.coerce
  .number({ error: 'cp58.yearInvalid' })
  .int('cp58.yearInvalid')
  .min(CP58_FIRST_YEAR, 'cp58.yearInvalid')
  .max(2100, 'cp58.yearInvalid');

/** POST /api/report/cp58. */
export const cp58IssueInput = z.object({ year });
export type Cp58IssueInput = z.input<typeof cp58IssueInput>;

/** GET /api/report/getcp58 and /getcp58/pdf: an agent gets its own; HQ names the agent. */
export const cp58Query = z.object({ year, agentId: text({ max: 64 }).optional().describe(SUBJECT_AGENT_RULE) });
export type Cp58Query = z.input<typeof cp58Query>;

/** GET /api/report/searchcp58. */
export const cp58SearchQuery = z.object({
  year,
  q: searchText,
  page: pageNumber,
  limit: pageSize(),
});
export type Cp58SearchQuery = z.input<typeof cp58SearchQuery>;

/** The payer (Part A) as printed: the company's details on the day of issue. */
export const cp58Payer = z.object({
  name: z.string(),
  roc: z.string().nullable(),
  tin: z.string().nullable(),
  address: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Cp58Payer = z.infer<typeof cp58Payer>;

/** The recipient (Part B) as printed: the agent's details on the day of issue. */
export const cp58Recipient = z.object({
  name: z.string(),
  identityNo: z.string().nullable(),
  tin: z.string().nullable(),
  rocNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  address: z.array(z.string()),
});
export type Cp58Recipient = z.infer<typeof cp58Recipient>;

export const cp58Amount = z.object({ type: z.enum(COMMISSION_TYPES), amount: z.number() });

export const cp58Statement = z.object({
  year: z.number(),
  agentId: z.string(),
  /** Part C: net incentive payments by commission type (sen), in the ledger's type order; zero types left out. */
  amounts: z.array(cp58Amount),
  total: z.number(),
  payer: cp58Payer,
  recipient: cp58Recipient,
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
  /** Issued before the year ended: the figures are the year "so far". */
  partial: z.boolean(),
  currency: z.enum(['MYR', 'IDR']),
});
export type Cp58Statement = z.infer<typeof cp58Statement>;

export const cp58IssueResult = z.object({
  year: z.number(),
  issued: z.number(),
  total: z.number(),
  /** The year has not ended: the statements hold the payments made so far. */
  partial: z.boolean(),
  /** Statements whose agent has no TIN or no identity number. */
  missingDetails: z.number(),
});
export type Cp58IssueResult = z.infer<typeof cp58IssueResult>;

export const cp58Row = z.object({
  agentId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  identityNo: z.string().nullable(),
  tin: z.string().nullable(),
  total: z.number(),
  issuedAt: z.string(),
  missingTin: z.boolean(),
  missingIdentity: z.boolean(),
});
export type Cp58Row = z.infer<typeof cp58Row>;

export const cp58Page = page(cp58Row).extend({
  year: z.number(),
  /** Of the year's statements (not only this search): how many, how many lack a TIN or identity number, the sum. */
  issued: z.number(),
  missingDetails: z.number(),
  grandTotal: z.number(),
  issuedAt: z.string().nullable(),
  partial: z.boolean(),
});
export type Cp58Page = z.infer<typeof cp58Page>;
