import { z } from 'zod';
import { AGENT_SORTS, AGENT_STATUSES } from '../agents.js';
import { emailSchema, optionalText, requiredText } from './common.js';
import { listQuery, moneySchema, page, percentSchema, searchText, unitsSchema } from './numbers.js';
import { passwordSchema } from './password.js';
import { idText, multilineText, text } from './text.js';
import { accountSchema, personFields } from './user.js';

/** Spec §3 "Level (tier)". Amounts in sen, percentages 0–100. */
export const levelInput = z.object({
  levelName: requiredText(60),
  rankNumber: z.number({ error: 'validation.number' }).int('validation.wholeNumber').min(1, 'validation.min1').max(99),
  momUnit: unitsSchema.default(0),
  momAmount: moneySchema.default(0),
  momFirstOrderUnit: unitsSchema.default(0),
  momFirstOrderAmount: moneySchema.default(0),
  psUnit: unitsSchema.default(0),
  psAmount: moneySchema.default(0),
  gsUnit: unitsSchema.default(0),
  gsAmount: moneySchema.default(0),
  tpgsUnit: unitsSchema.default(0),
  tpgsAmount: moneySchema.default(0),
  helperPercen: percentSchema.default(0),
  recruitComm: moneySchema.default(0),
  leadership: percentSchema.default(0),
  introducerComm: moneySchema.default(0),
  overridingComm: moneySchema.default(0),
  inactive: z.boolean().default(false),
});
export type LevelInput = z.input<typeof levelInput>;
export const level = levelInput.required().extend({ id: z.string(), levelName: z.string(), agentCount: z.number() });
export type Level = z.infer<typeof level>;
export const levelReorderRequest = z.object({ ids: z.array(idText()).min(1, 'validation.required') });

/** Spec §3 "Commission rank". Thresholds in sen, commissions in %. */
export const commissionRankInput = z.object({
  id: text({ max: 64 }).optional(),
  commission_name: requiredText(60),
  personal_sales: moneySchema.default(0),
  total_personal_group_sales: moneySchema.default(0),
  side_group_sales: moneySchema.default(0),
  commission: percentSchema.default(0),
  personal_level_commission: percentSchema.default(0),
  is_leadership: z.boolean().default(false),
  benefit_1: optionalText(200),
  benefit_2: optionalText(200),
  benefit_3: optionalText(200),
  benefit_4: optionalText(200),
  benefit_5: optionalText(200),
  benefit_6: optionalText(200),
  benefit_7: optionalText(200),
  benefit_8: optionalText(200),
});
export const commissionRanksRequest = z.object({ ranks: z.array(commissionRankInput).max(30, 'validation.tooMany') });
export const commissionRank = commissionRankInput.required().extend({
  id: z.string(),
  commission_name: z.string(),
  benefit_1: z.string().nullable(),
  benefit_2: z.string().nullable(),
  benefit_3: z.string().nullable(),
  benefit_4: z.string().nullable(),
  benefit_5: z.string().nullable(),
  benefit_6: z.string().nullable(),
  benefit_7: z.string().nullable(),
  benefit_8: z.string().nullable(),
});
export type CommissionRank = z.infer<typeof commissionRank>;

/**
 * HQ's agreement of one level (spec §3 "Terms": tncDetails, pdfUpload). `pdfFile` is the name answered by
 * POST /api/setup/tnc/pdf (a PDF checked by content); null removes the level's PDF; left out keeps it.
 */
export const termsRequest = z.object({
  levelId: idText(),
  details: multilineText(20000, 1),
  pdfFile: text({ max: 80 }).nullable().optional(),
});

/** A level's agreement; `pdfUrl` opens its PDF (GET /api/setup/tnc/{levelId}/pdf, or a link typed before uploads). */
export const termsItem = z.object({
  levelId: z.string(),
  details: z.string(),
  pdfUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type Terms = z.infer<typeof termsItem>;

/** Spec §5: a social link is a full link or a username only. */
export const socialLinkSchema = text({ max: 200 })
  // One pattern (empty, a username, or an http(s) link) so that the OpenAPI document carries the rule.
  .regex(/^(|@?[A-Za-z0-9._-]{1,60}|[hH][tT][tT][pP][sS]?:\/\/[^\s/$.?#].[^\s]*)$/, 'validation.socialLink')
  .optional();
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'twitter', 'youtube', 'telegram'] as const;
export const socialLinksRequest = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, socialLinkSchema])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    typeof socialLinkSchema
  >,
);
export type SocialLinks = Partial<Record<(typeof SOCIAL_NETWORKS)[number], string>>;

/** Spec §3 "Bank detail". */
export const bankDetailRequest = z.object({
  bankCountry: text({ max: 2 }).length(2, 'validation.invalid').default('MY'),
  bankName: requiredText(100),
  accountNumber: text({ max: 20 }).regex(/^\d{6,20}$/, 'validation.accountNumber'),
  accountName: requiredText(100),
  accountIdentity: optionalText(30),
});
export type BankDetail = z.infer<typeof bankDetailRequest>;
/** Bank details as stored (answers never re-validate stored text). */
export const bankDetailView = z.object({
  bankCountry: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  accountIdentity: z.string().optional(),
});

/** The invite link's path parts (spec §2 /new-registration/…): all are checked against the database. */
export const inviteLink = z.object({
  username: text({ max: 60 }),
  leaderName: text({ max: 200 }),
  leaderTier: text({ max: 64 }),
  leaderId: text({ max: 64 }),
  tierName: text({ max: 200 }),
  tierId: text({ max: 64 }),
  companyId: text({ max: 64 }),
});
export type InviteLink = z.infer<typeof inviteLink>;

export const inviteInfo = z.object({
  leader: z.object({ id: z.string(), name: z.string(), levelName: z.string().nullable() }),
  tier: z.object({ id: z.string(), name: z.string() }),
  company: z.object({ id: z.string(), name: z.string() }),
  terms: z.object({ details: z.string(), pdfUrl: z.string().nullable() }).nullable(),
});
export type InviteInfo = z.infer<typeof inviteInfo>;

/** Registration also asks for the e-mail and requires the identity number. */
export const agentProfileFields = { ...personFields, email: emailSchema, identityNo: requiredText(30) };

export const selfRegisterRequest = z.object({
  link: inviteLink,
  ...agentProfileFields,
  bank: bankDetailRequest.optional(),
  password: passwordSchema,
  acceptTerms: z.literal(true, 'validation.acceptTerms'),
});
export type SelfRegisterRequest = z.input<typeof selfRegisterRequest>;

/** HQ registers an agent directly (/agent-registration); the agent sets its password from the mailed link. */
export const agentRegistrationRequest = z.object({
  ...agentProfileFields,
  levelId: idText(),
  uplineId: text({ max: 64 }).optional(),
  bank: bankDetailRequest.optional(),
});

export const inviteLinkOption = z.object({ levelId: z.string(), levelName: z.string(), url: z.string() });

export const salesFigures = z.object({
  ps: z.number(),
  psUnits: z.number(),
  gs: z.number(),
  gsUnits: z.number(),
  tpgs: z.number(),
  tpgsUnits: z.number(),
  sideGroupSales: z.number(),
  sideGroupSalesUnits: z.number(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

const personRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const agentRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  level: z.object({ id: z.string(), name: z.string(), rankNumber: z.number() }).nullable(),
  upline: personRef,
  status: z.enum(AGENT_STATUSES),
  joinedAt: z.string(),
  state: z.string().nullable(),
  recruits: z.number(),
  downlineCount: z.number(),
  sales: salesFigures,
});
export type AgentRow = z.infer<typeof agentRow>;

export const agentListQuery = listQuery.extend({
  levelId: text({ max: 64 }).optional(),
  status: z.enum(AGENT_STATUSES).optional(),
  state: text({ max: 100 }).optional(),
  joinedFrom: z.iso.date().optional(),
  joinedTo: z.iso.date().optional(),
  sort: z.enum(AGENT_SORTS).default('-joinedAt'),
});
export type AgentListQuery = z.input<typeof agentListQuery>;
export const agentPage = page(agentRow);

export const STATUS_ACTIONS = [
  'register',
  'promote',
  'demote',
  'move',
  'suspend',
  'unsuspend',
  'active',
  'inactive',
] as const;
export const statusHistoryEntry = z.object({
  id: z.string(),
  action: z.enum(STATUS_ACTIONS),
  fromLevel: z.string().nullable(),
  toLevel: z.string().nullable(),
  fromUpline: z.string().nullable(),
  toUpline: z.string().nullable(),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  createdAt: z.string(),
});

export const agentDetail = agentRow.extend({
  username: z.string(),
  introducer: personRef,
  uplineHelper: personRef,
  account: accountSchema.extend({ photoUrl: z.string().nullable() }),
  bank: bankDetailView.partial().nullable(),
  social: z.record(z.string(), z.string()),
  history: z.array(statusHistoryEntry),
});
export type AgentDetail = z.infer<typeof agentDetail>;

export const treeNode = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string().nullable(),
  rankNumber: z.number().nullable(),
  status: z.enum(AGENT_STATUSES),
  directCount: z.number(),
  downlineCount: z.number(),
  monthSales: z.number(),
});
export type TreeNode = z.infer<typeof treeNode>;
/** A calendar day (YYYY-MM-DD) that exists: the family tree "as of" the end of that day, company time. */
export const asOfDay = text({ max: 10, min: 1 })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return day >= '2000-01-01' && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'validation.date');
export const treeQuery = z.object({ parentId: text({ max: 64 }).optional(), asOf: asOfDay.optional() });
/** An agent's uplines, now or as they stood at the end of a day. */
export const treeUplinesQuery = z.object({ agentId: idText(), asOf: asOfDay.optional() });
export const treeUpline = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string().nullable(),
  rankNumber: z.number().nullable(),
  status: z.enum(AGENT_STATUSES),
});
export const treeSearchQuery = z.object({ q: requiredText(100) });
export const treeSearchResult = z.object({
  node: treeNode,
  path: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const promoteRequest = z.object({
  agentId: idText(),
  levelId: idText(),
  uplineId: text({ max: 64 }).optional(),
  reason: multilineText(300).optional(),
});
export const suspendRequest = z.object({
  agentId: idText(),
  suspend: z.boolean(),
  reason: multilineText(300, 1),
});
export const uplineListQuery = z.object({
  agentId: text({ max: 64 }),
  levelId: text({ max: 64 }),
  q: searchText,
});
export const levelSummary = z.object({
  levels: z.array(z.object({ id: z.string(), name: z.string(), rankNumber: z.number(), count: z.number() })),
  statuses: z.record(z.string(), z.number()),
});
