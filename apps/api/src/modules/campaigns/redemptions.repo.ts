import type { RedemptionView, redemptionListQuery } from '@niaga/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { containsPattern } from '../../platform/like.js';
import { users } from '../users/users.tables.js';
import { campaignRedemptions, campaigns } from './campaigns.tables.js';

function withCampaignAndAgent<T extends PgSelect>(query: T) {
  return query
    .innerJoin(
      campaigns,
      and(eq(campaigns.companyId, campaignRedemptions.companyId), eq(campaigns.id, campaignRedemptions.campaignId)),
    )
    .leftJoin(
      users,
      and(eq(users.companyId, campaignRedemptions.companyId), eq(users.id, campaignRedemptions.agentId)),
    );
}

const columns = {
  redemption: campaignRedemptions,
  gameTitle: campaigns.gameTitle,
  rewardType: campaigns.rewardType,
  image1: campaigns.image1,
  gameTnc: campaigns.gameTnc,
  agentName: users.name,
};

type Row = {
  redemption: typeof campaignRedemptions.$inferSelect;
  gameTitle: string;
  rewardType: string;
  image1: string | null;
  gameTnc: string;
  agentName: string | null;
};

const toView = ({ redemption, ...campaign }: Row): RedemptionView => ({
  id: redemption.id,
  campaignId: redemption.campaignId,
  ...campaign,
  agentId: redemption.agentId,
  points: redemption.points,
  status: redemption.status,
  note: redemption.note,
  fulfilledOn: redemption.fulfilledOn,
  handledByName: redemption.handledByName,
  handledAt: redemption.handledAt?.toISOString() ?? null,
  createdAt: redemption.createdAt.toISOString(),
});

/** Redemptions (also of deleted campaigns), newest first: HQ's list, or one agent's with `agentId`. */
export async function redemptionPage(
  executor: Executor,
  companyId: string,
  query: z.output<typeof redemptionListQuery>,
  agentId?: string,
) {
  const where: SQL | undefined = and(
    eq(campaignRedemptions.companyId, companyId),
    agentId ? eq(campaignRedemptions.agentId, agentId) : undefined,
    query.campaignId ? eq(campaignRedemptions.campaignId, query.campaignId) : undefined,
    query.status ? eq(campaignRedemptions.status, query.status) : undefined,
    query.q
      ? or(ilike(campaigns.gameTitle, containsPattern(query.q)), ilike(users.name, containsPattern(query.q)))
      : undefined,
  );
  const rows = await withCampaignAndAgent(executor.select(columns).from(campaignRedemptions).$dynamic())
    .where(where)
    .orderBy(desc(campaignRedemptions.createdAt), desc(campaignRedemptions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await withCampaignAndAgent(
    executor.select({ value: count() }).from(campaignRedemptions).$dynamic(),
  ).where(where);
  return { items: rows.map(toView), total: total?.value ?? 0, page: query.page, limit: query.limit };
}

export async function redemptionById(executor: Executor, companyId: string, id: string) {
  const [row] = await withCampaignAndAgent(executor.select(columns).from(campaignRedemptions).$dynamic()).where(
    and(eq(campaignRedemptions.companyId, companyId), eq(campaignRedemptions.id, id)),
  );
  return row ? toView(row) : null;
}
