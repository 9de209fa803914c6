import {
  agentCampaignPage,
  agentCampaignQuery,
  campaignInput,
  campaignListQuery,
  campaignPage,
  campaignSummary,
  campaignView,
  cancelRedemptionInput,
  fulfilInput,
  pointHistoryPage,
  pointHistoryQuery,
  pointsSummary,
  redeemInput,
  redeemResult,
  redemptionListQuery,
  redemptionPage as redemptionPageSchema,
  redemptionView,
  text,
} from '@niaga/shared';
import { z } from 'zod';
import { access } from '../../platform/access.js';
import { contextOf } from '../../platform/context.js';
import type { App, AppDeps } from '../../platform/deps.js';
import { imageUploadRoute } from '../../platform/images.js';
import { routes } from '../../platform/route.js';
import {
  agentCampaigns,
  deleteCampaign,
  editCampaign,
  getCampaign,
  listCampaigns,
  storeCampaign,
  campaignSummary as summaryOf,
} from './campaigns.service.js';
import { cancelRedemption, fulfilRedemption, redeemCampaign } from './redeem.service.js';
import { redemptionPage } from './redemptions.repo.js';
import { pointHistory, pointsSummary as summaryOfPoints } from './rewards.service.js';

// Spec §6 has no campaign permission: like vouchers (the other promotion), every HQ user and staff member reads
// campaigns and redemptions; HQ and staff with `create_product` set them up and fulfil or cancel redemptions.
const EDITORS = access.hqAndStaffWith('create_product');
const idParams = z.object({ id: text({ max: 64 }) });
const BASE = '/api/game/campaign';

export function registerCampaignRoutes(app: App, deps: AppDeps) {
  const r = routes(app, { tags: ['campaigns'] });
  r.get(
    `${BASE}/list`,
    {
      access: access.hqAndStaff,
      summary: 'Campaigns by tab (all, active, upcoming, past), newest start first',
      query: campaignListQuery,
      response: campaignPage,
    },
    (request) => listCampaigns(deps, contextOf(request), request.query),
  );
  r.get(
    `${BASE}/get-active`,
    {
      access: access.agents,
      summary:
        "The agent's campaigns open to its level (active or past), each with whether it can redeem now, and its points balance",
      query: agentCampaignQuery,
      response: agentCampaignPage,
    },
    (request) => agentCampaigns(deps, contextOf(request), request.query),
  );
  r.get(
    `${BASE}/summary`,
    {
      access: access.hqAndStaff,
      summary: 'Campaigns by state, redemptions by status and the points redeemed',
      response: campaignSummary,
    },
    (request) => summaryOf(deps, contextOf(request)),
  );
  r.get(
    `${BASE}/campaign-detail/:id`,
    {
      access: access.team,
      summary: 'One campaign (an agent also learns whether it can redeem it now)',
      params: idParams,
      response: campaignView,
    },
    (request) => getCampaign(deps, contextOf(request), request.params.id),
  );
  imageUploadRoute(r, deps, `${BASE}/image`, {
    access: EDITORS,
    what: 'Upload a campaign banner (800 × 400 recommended)',
  });
  r.post(
    `${BASE}/store`,
    {
      access: EDITORS,
      summary: 'Create a campaign',
      body: campaignInput,
      response: campaignView,
      message: 'campaign.saved',
    },
    (request) => storeCampaign(deps, contextOf(request), request.body),
  );
  r.post(
    `${BASE}/edit/:id`,
    {
      access: EDITORS,
      summary: 'Change a campaign (maxRedeem never below the redemptions holding a slot)',
      params: idParams,
      body: campaignInput,
      response: campaignView,
      message: 'campaign.saved',
    },
    (request) => editCampaign(deps, contextOf(request), request.params.id, request.body),
  );
  r.delete(
    `${BASE}/delete/:id`,
    {
      access: EDITORS,
      summary: 'Delete a campaign (its redemptions stay)',
      params: idParams,
      message: 'campaign.deleted',
    },
    (request) => deleteCampaign(deps, contextOf(request), request.params.id),
  );
  r.post(
    `${BASE}/redeem-point`,
    {
      access: access.agents,
      summary:
        "Redeem a campaign's reward with points (409 when not active, not open to the level, sold out or the balance is short)",
      body: redeemInput,
      response: redeemResult,
      message: 'campaign.redeemed',
    },
    (request) => redeemCampaign(deps, contextOf(request), request.body.campaignId),
  );
  r.get(
    `${BASE}/points-summary`,
    {
      access: access.agents,
      summary: "The agent's points balance, what expires next, how many rewards it can redeem and the next in reach",
      response: pointsSummary,
    },
    (request) => summaryOfPoints(deps, contextOf(request)),
  );
  r.get(
    `${BASE}/history-point`,
    {
      access: access.team,
      summary:
        "An agent's points ledger, newest first, with the balance after each entry (HQ and staff name the agent)",
      query: pointHistoryQuery,
      response: pointHistoryPage,
    },
    (request) => pointHistory(deps, contextOf(request), request.query),
  );
  r.get(
    `${BASE}/history-redeem`,
    {
      access: access.agents,
      summary: "The agent's redemptions, newest first",
      query: redemptionListQuery,
      response: redemptionPageSchema,
    },
    (request) => {
      const ctx = contextOf(request);
      return redemptionPage(deps.db, ctx.companyId, request.query, ctx.user.id);
    },
  );
  r.get(
    `${BASE}/redeem-list`,
    {
      access: access.hqAndStaff,
      summary: 'Every redemption, newest first (by campaign, status, agent or title)',
      query: redemptionListQuery,
      response: redemptionPageSchema,
    },
    (request) => redemptionPage(deps.db, contextOf(request).companyId, request.query),
  );
  r.post(
    `${BASE}/redeem-list/:id/fulfil`,
    {
      access: EDITORS,
      summary: 'Mark a pending redemption fulfilled (a note and the day)',
      params: idParams,
      body: fulfilInput,
      response: redemptionView,
      message: 'redemption.fulfilled',
    },
    (request) => fulfilRedemption(deps, contextOf(request), request.params.id, request.body),
  );
  r.post(
    `${BASE}/redeem-list/:id/cancel`,
    {
      access: EDITORS,
      summary: 'Cancel a pending redemption: its points come back as a new entry and its slot is free again',
      params: idParams,
      body: cancelRedemptionInput,
      response: redemptionView,
      message: 'redemption.cancelled',
    },
    (request) => cancelRedemption(deps, contextOf(request), request.params.id, request.body.note),
  );
}
