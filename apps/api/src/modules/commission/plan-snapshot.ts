import { type CommissionPlan, type CommissionType, commissionPlan, type PlanChange } from '@niaga/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { patchFeatures } from '../company/features.js';
import type { MonthPlan } from './plan-for-month.js';

/** The company's live commission settings as a plan (SQL `commission_plan_snapshot`, migration 0042). */
export async function liveSnapshot(executor: Executor, companyId: string): Promise<CommissionPlan> {
  const [row] = rowsOf<{ plan: unknown }>(
    await executor.execute(sql`select commission_plan_snapshot(${companyId}) as plan`),
  );
  return commissionPlan.parse(row?.plan);
}

/** What a month's close computes with, from a version's snapshot. */
export function monthPlanOf(plan: CommissionPlan): MonthPlan {
  return {
    ranks: plan.ranks.map((rank) => ({
      id: rank.id ?? rank.name,
      name: rank.name,
      personalSales: rank.personalSales,
      totalPersonalGroupSales: rank.totalPersonalGroupSales,
      sideGroupSales: rank.sideGroupSales,
      commissionBasisPoints: rank.commissionBasisPoints,
      personalLevelBasisPoints: rank.personalLevelBasisPoints,
      isLeadership: rank.isLeadership,
    })),
    off: new Set(plan.switches.commissionOff as CommissionType[]),
    rankBasis: plan.switches.rankBasis,
    leadershipByLevel: new Map(plan.levels.map((level) => [level.id, level.leadershipBasisPoints])),
  };
}

/**
 * Writes a plan to the live settings tables, which the per-order crediting and the settings screens read: ranks
 * (replaced), each existing level's helper %, recruit commission and leadership %, each existing product level's
 * commission amounts, and the switches. Levels and products the plan does not name are left as they are.
 */
export async function applySnapshot(executor: Executor, companyId: string, plan: CommissionPlan) {
  await executor.execute(sql`delete from commission_ranks where company_id = ${companyId}`);
  if (plan.ranks.length > 0)
    await executor.execute(sql`
      insert into commission_ranks (company_id, id, position, name, personal_sales, total_personal_group_sales,
        side_group_sales, commission_bp, personal_level_bp, is_leadership, benefits)
      select ${companyId}, x.id, x.position, x.name, x."personalSales", x."totalPersonalGroupSales",
        x."sideGroupSales", x."commissionBasisPoints", x."personalLevelBasisPoints", x."isLeadership",
        array(select jsonb_array_elements_text(x.benefits))
      from jsonb_to_recordset(${JSON.stringify(plan.ranks.map((rank, position) => ({ ...rank, position })))}::jsonb)
        as x(id text, position int, name text, "personalSales" bigint, "totalPersonalGroupSales" bigint,
          "sideGroupSales" bigint, "commissionBasisPoints" int, "personalLevelBasisPoints" int,
          "isLeadership" boolean, benefits jsonb)`);
  await executor.execute(sql`
    update levels l set helper_bp = x."helperBasisPoints", recruit_comm = x."recruitComm",
      leadership_bp = x."leadershipBasisPoints"
    from jsonb_to_recordset(${JSON.stringify(plan.levels)}::jsonb)
      as x(id text, "helperBasisPoints" int, "recruitComm" bigint, "leadershipBasisPoints" int)
    where l.company_id = ${companyId} and l.id = x.id`);
  const productLevels = plan.products.flatMap((product) =>
    product.levels.map((level) => ({ product_id: product.productId, level_id: level.levelId, ...level })),
  );
  await executor.execute(sql`
    update product_levels pl set commissions = x.commissions
    from jsonb_to_recordset(${JSON.stringify(productLevels)}::jsonb)
      as x(product_id text, level_id text, commissions jsonb)
    where pl.company_id = ${companyId} and pl.product_id = x.product_id and pl.level_id = x.level_id
      and pl.commissions is distinct from x.commissions`);
  await patchFeatures(executor, companyId, {
    commissionOff: plan.switches.commissionOff,
    zeroriseOverriding: plan.switches.zeroriseOverriding,
    moq: plan.switches.rankBasis,
  });
}

type Value = string | number | boolean | null;

function compareFields(
  changes: PlanChange[],
  kind: PlanChange['kind'],
  name: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  fields: readonly string[],
) {
  for (const field of fields) {
    const from = (before?.[field] ?? null) as Value;
    const to = (after?.[field] ?? null) as Value;
    if (from !== to) changes.push({ kind, name, field, from, to });
  }
}

const RANK_FIELDS = [
  'name',
  'personalSales',
  'totalPersonalGroupSales',
  'sideGroupSales',
  'commissionBasisPoints',
  'personalLevelBasisPoints',
  'isLeadership',
] as const;
const LEVEL_FIELDS = ['helperBasisPoints', 'recruitComm', 'leadershipBasisPoints'] as const;
const PRODUCT_FIELDS = ['personalLevel', 'overriding', 'leadership', 'introducerBonus', 'affiliate', 'salesProfit'];
/** A product level new in the plan is compared with zero amounts: only what it pays shows as a change. */
const NO_COMMISSIONS = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, 0]));

/** What differs from `before` to `after`, field by field (a rank added or removed: `field` "added"/"removed"). */
export function planChanges(before: CommissionPlan, after: CommissionPlan): PlanChange[] {
  const changes: PlanChange[] = [];
  const beforeRanks = new Map(before.ranks.map((rank) => [rank.id, rank]));
  for (const rank of after.ranks) {
    const old = rank.id ? beforeRanks.get(rank.id) : undefined;
    if (!old) changes.push({ kind: 'rank', name: rank.name, field: 'added', from: null, to: rank.name });
    else compareFields(changes, 'rank', old.name, old, rank, RANK_FIELDS);
  }
  const kept = new Set(after.ranks.map((rank) => rank.id));
  for (const rank of before.ranks)
    if (!kept.has(rank.id))
      changes.push({ kind: 'rank', name: rank.name, field: 'removed', from: rank.name, to: null });
  const beforeLevels = new Map(before.levels.map((level) => [level.id, level]));
  for (const level of after.levels) {
    const old = beforeLevels.get(level.id);
    if (!old) changes.push({ kind: 'level', name: level.name, field: 'added', from: null, to: level.name });
    else compareFields(changes, 'level', level.name, old, level, LEVEL_FIELDS);
  }
  const beforeProducts = new Map(
    before.products.flatMap((product) =>
      product.levels.map((level) => [`${product.productId}:${level.levelId}`, level]),
    ),
  );
  const levelNames = new Map(after.levels.map((level) => [level.id, level.name]));
  for (const product of after.products)
    for (const level of product.levels)
      compareFields(
        changes,
        'product',
        `${product.name} · ${levelNames.get(level.levelId) ?? level.levelId}`,
        beforeProducts.get(`${product.productId}:${level.levelId}`)?.commissions ?? NO_COMMISSIONS,
        level.commissions,
        PRODUCT_FIELDS,
      );
  compareFields(changes, 'switch', '', before.switches, after.switches, ['zeroriseOverriding', 'rankBasis']);
  const off = (plan: CommissionPlan) => [...plan.switches.commissionOff].sort().join(',');
  if (off(before) !== off(after))
    changes.push({ kind: 'switch', name: '', field: 'commissionOff', from: off(before), to: off(after) });
  return changes;
}
