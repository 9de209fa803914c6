import { type CommissionRank, type commissionRanksRequest, fromBasisPoints, toBasisPoints } from '@niaga/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { commissionRanks } from './network.tables.js';

const BENEFITS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function toRank(row: typeof commissionRanks.$inferSelect): CommissionRank {
  const benefits = Object.fromEntries(BENEFITS.map((n) => [`benefit_${n}`, row.benefits[n - 1] || null]));
  return {
    id: row.id,
    commission_name: row.name,
    personal_sales: row.personalSales,
    total_personal_group_sales: row.totalPersonalGroupSales,
    side_group_sales: row.sideGroupSales,
    commission: fromBasisPoints(row.commissionBasisPoints),
    personal_level_commission: fromBasisPoints(row.personalLevelBasisPoints),
    is_leadership: row.isLeadership,
    ...(benefits as Pick<CommissionRank, `benefit_${(typeof BENEFITS)[number]}`>),
  };
}

export async function listCommissionRanks(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db
    .select()
    .from(commissionRanks)
    .where(eq(commissionRanks.companyId, ctx.companyId))
    .orderBy(asc(commissionRanks.position));
  return { items: rows.map(toRank) };
}

/** Replaces the company's commission ranks with the list given, in one transaction. */
export async function saveCommissionRanks(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof commissionRanksRequest>,
) {
  const seen = new Map<string, number>();
  for (const [index, rank] of input.ranks.entries()) {
    const name = rank.commission_name.toLowerCase();
    if (seen.has(name))
      throw badRequest('errors.invalidInput', { [`ranks.${index}.commission_name`]: 'validation.duplicate' });
    seen.set(name, index);
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(commissionRanks).where(eq(commissionRanks.companyId, ctx.companyId));
    if (input.ranks.length === 0) return;
    await tx.insert(commissionRanks).values(
      input.ranks.map((rank, position) => ({
        companyId: ctx.companyId,
        id: rank.id || newId(),
        position,
        name: rank.commission_name,
        personalSales: rank.personal_sales,
        totalPersonalGroupSales: rank.total_personal_group_sales,
        sideGroupSales: rank.side_group_sales,
        commissionBasisPoints: toBasisPoints(rank.commission),
        personalLevelBasisPoints: toBasisPoints(rank.personal_level_commission),
        isLeadership: rank.is_leadership,
        benefits: BENEFITS.map((n) => rank[`benefit_${n}`] ?? ''),
      })),
    );
  });
  return listCommissionRanks(deps, ctx);
}
