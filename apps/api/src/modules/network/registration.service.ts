import type { InviteInfo, InviteLink, SelfRegisterRequest } from '@niaga/shared';
import { type agentRegistrationRequest, selfRegisterRequest } from '@niaga/shared';
import { and, asc, eq, gte, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { publish } from '../../platform/events.js';
import { newId } from '../../platform/ids.js';
import { hashPassword } from '../../platform/passwords.js';
import { postalAddressValues } from '../../platform/postal-address.js';
import { sendVerificationCode } from '../auth/email-verification.service.js';
import { sendPasswordLink } from '../auth/password.service.js';
import type { Company } from '../company/company.repo.js';
import { companies } from '../company/company.tables.js';
import { callerFeatures, type Features, featuresOf } from '../company/features.js';
import { notify } from '../notifications/notify.js';
import { assertAgentRoom, assertAgentSignUpRoom } from '../operator/plan-limits.js';
import { findUserByEmail } from '../users/users.repo.js';
import { levels, users } from '../users/users.tables.js';
import { recordHistory } from './history.repo.js';
import { levelTerms } from './network.tables.js';
import { termsPdfUrl } from './terms.service.js';
import { placeAgent } from './tree.repo.js';
import { freeUsername } from './usernames.js';
import { queueWelcomeMail } from './welcome-mail.js';

const HQ_TIER = 'hq';
const invalidLink = () => new AppError(400, 'network.invalidLink', 'VALIDATION');
const recruitmentClosed = () => new AppError(403, 'network.recruitmentClosed', 'FORBIDDEN');

/** Company network rule "allLevelStatus" / "level": whether agents of a level may recruit. */
const levelRecruits = (features: Features, levelId: string | null) =>
  features.allLevelStatus || (!!levelId && features.level.includes(levelId));

/**
 * Company network rule "allLevel": an agent recruits into its own level and every level below it; off, into the
 * entry level only (the open level of the highest rank number). HQ always recruits into every open level.
 */
const agentMayRecruitInto = (features: Features, tierRank: number, entryRank: number) =>
  features.allLevel || tierRank === entryRank;

/**
 * The invite links of the caller: HQ recruits into every open level, an agent into its own level and below (the
 * entry level only without "allLevel"); an agent of a level closed to recruitment is refused.
 */
export async function inviteLinks(deps: AppDeps, ctx: RequestContext, origin: string) {
  const user = ctx.user;
  const isAgent = user.role === 'agent';
  if (isAgent && !user.level) return { items: [] };
  const features = callerFeatures(ctx);
  if (isAgent && !levelRecruits(features, user.level?.id ?? null)) throw recruitmentClosed();
  const openLevels = await deps.db
    .select()
    .from(levels)
    .where(
      and(
        eq(levels.companyId, ctx.companyId),
        eq(levels.inactive, false),
        isAgent && user.level ? gte(levels.rankNumber, user.level.rankNumber) : undefined,
      ),
    )
    .orderBy(asc(levels.rankNumber));
  const entryRank = openLevels.at(-1)?.rankNumber ?? 0;
  const open = isAgent
    ? openLevels.filter((level) => agentMayRecruitInto(features, level.rankNumber, entryRank))
    : openLevels;
  const leader = isAgent
    ? { username: user.username ?? '', tier: user.level?.id ?? '' }
    : { username: HQ_TIER, tier: HQ_TIER };
  const part = encodeURIComponent;
  return {
    items: open.map((level) => ({
      levelId: level.id,
      levelName: level.levelName,
      url: `${origin}/new-registration/${part(leader.username)}/${part(user.name)}/${part(leader.tier)}/${part(user.id)}/${part(level.levelName)}/${part(level.id)}/${part(ctx.companyId)}`,
    })),
  };
}

type ResolvedLink = InviteInfo & { uplineId: string | null; introducerId: string | null; tierRank: number };

/**
 * Checks every id of an invite link against the database: company of the host, the leader with its
 * username and level, an open level the leader may recruit into. Anything else is a tampered link.
 */
export async function resolveInviteLink(executor: Executor, company: Company, link: InviteLink): Promise<ResolvedLink> {
  if (link.companyId !== company.id) throw invalidLink();
  const [tier] = await executor
    .select()
    .from(levels)
    .where(and(eq(levels.companyId, company.id), eq(levels.id, link.tierId)));
  if (!tier) throw invalidLink();
  if (tier.inactive) throw new AppError(400, 'network.levelInactive', 'VALIDATION');
  const [leader] = await executor
    .select({ user: users, levelName: levels.levelName, rankNumber: levels.rankNumber })
    .from(users)
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .where(and(eq(users.companyId, company.id), eq(users.id, link.leaderId)));
  if (!leader || leader.user.status === 'suspended') throw invalidLink();

  const byHq = link.leaderTier === HQ_TIER;
  if (byHq) {
    if (leader.user.role !== 'hq' || link.username !== HQ_TIER) throw invalidLink();
  } else {
    const sameLeader = leader.user.role === 'agent' && leader.user.username === link.username;
    const sameTier = leader.user.levelId === link.leaderTier;
    if (!sameLeader || !sameTier || leader.rankNumber === null || tier.rankNumber < leader.rankNumber)
      throw invalidLink();
    // Read afresh: the host's company is cached for a while, and a closed recruitment must hold at once.
    const features = await featuresOf(executor, company.id);
    if (!levelRecruits(features, leader.user.levelId)) throw recruitmentClosed();
    if (!agentMayRecruitInto(features, tier.rankNumber, await entryRankOf(executor, company.id))) throw invalidLink();
  }
  const [terms] = await executor
    .select()
    .from(levelTerms)
    .where(and(eq(levelTerms.companyId, company.id), eq(levelTerms.levelId, tier.id)));
  return {
    leader: { id: leader.user.id, name: leader.user.name, levelName: leader.levelName },
    tier: { id: tier.id, name: tier.levelName },
    company: { id: company.id, name: company.name },
    terms: terms ? { details: terms.details, pdfUrl: termsPdfUrl(terms) } : null,
    uplineId: byHq ? null : leader.user.id,
    introducerId: byHq ? null : leader.user.id,
    tierRank: tier.rankNumber,
  };
}

/** The rank number of the company's entry level: the open level ranked lowest. */
async function entryRankOf(executor: Executor, companyId: string) {
  const [row] = await executor
    .select({ rank: max(levels.rankNumber) })
    .from(levels)
    .where(and(eq(levels.companyId, companyId), eq(levels.inactive, false)));
  return row?.rank ?? 0;
}

export async function inviteInfo(deps: AppDeps, company: Company, link: InviteLink): Promise<InviteInfo> {
  const { leader, tier, company: owner, terms } = await resolveInviteLink(deps.db, company, link);
  return { leader, tier, company: owner, terms };
}

type Profile = z.output<typeof agentRegistrationRequest> | z.output<typeof selfRegisterRequest>;

function profileColumns(input: Profile) {
  return {
    email: input.email,
    name: `${input.firstName} ${input.lastName}`,
    firstName: input.firstName,
    lastName: input.lastName,
    phoneCode: input.phoneCode,
    phoneNumber: input.phoneNumber,
    identityNo: input.identityNo,
    birthDate: input.birthDate ?? null,
    gender: input.gender ?? null,
    rocNumber: input.rocNumber || null,
    companyName: input.companyName || null,
    ...postalAddressValues(input),
    bank: input.bank ?? null,
  };
}

async function assertEmailFree(executor: Executor, companyId: string, email: string) {
  if (await findUserByEmail(executor, companyId, email)) {
    throw new AppError(409, 'user.emailTaken', 'CONFLICT', { email: 'user.emailTaken' });
  }
}

/** Registration by invite link: a `new` agent under the leader, who is also its introducer; a code is mailed. */
export async function selfRegister(deps: AppDeps, company: Company, request: SelfRegisterRequest, ip: string) {
  const input = selfRegisterRequest.parse(request);
  await deps.rateLimit([{ rule: deps.rateRules.resetIp, key: `register-ip:${ip}` }]);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const link = await resolveInviteLink(tx, company, input.link);
    await assertEmailFree(tx, company.id, input.email);
    await assertAgentSignUpRoom(tx, company.id);
    const id = newId();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        id,
        ...profileColumns(input),
        passwordHash,
        role: 'agent',
        levelId: link.tier.id,
        introducerId: link.introducerId,
        username: await freeUsername(tx, company.id, input.email),
        status: 'new',
        profileCompletedAt: new Date(),
      })
      .returning();
    await placeAgent(tx, company.id, id, link.uplineId);
    await notify(tx, company.id, 'agent_registered', { agentId: id });
    await publish(tx, 'agent.changed', { companyId: company.id, agentId: id, action: 'register' });
    await recordHistory(tx, {
      companyId: company.id,
      agentId: id,
      action: 'register',
      toLevel: link.tier.name,
      toUpline: link.uplineId ? link.leader.name : 'HQ',
    });
    await sendVerificationCode(deps, tx, company, user!);
  });
  deps.mailer.flush();
}

/** HQ registers an agent directly under a chosen upline; the agent sets its password from the mailed link. */
export async function registerAgent(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof agentRegistrationRequest>,
  origin: string,
) {
  const id = await deps.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, ctx.companyId));
    const [level] = await tx
      .select()
      .from(levels)
      .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, input.levelId)));
    if (!company || !level || level.inactive)
      throw badRequest('errors.invalidInput', { levelId: 'validation.invalid' });
    let upline: { id: string; name: string } | null = null;
    if (input.uplineId) {
      const [row] = await tx
        .select({ id: users.id, name: users.name, role: users.role, rankNumber: levels.rankNumber })
        .from(users)
        .innerJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
        .where(and(eq(users.companyId, ctx.companyId), eq(users.id, input.uplineId)));
      if (row?.role !== 'agent' || row.rankNumber > level.rankNumber) {
        throw badRequest('network.uplineInvalid', { uplineId: 'network.uplineInvalid' });
      }
      upline = row;
    }
    await assertEmailFree(tx, ctx.companyId, input.email);
    await assertAgentRoom(tx, ctx.companyId);
    const agentId = newId();
    const [user] = await tx
      .insert(users)
      .values({
        companyId: ctx.companyId,
        id: agentId,
        ...profileColumns(input),
        role: 'agent',
        levelId: level.id,
        introducerId: upline?.id ?? null,
        username: await freeUsername(tx, ctx.companyId, input.email),
        status: 'new',
        profileCompletedAt: new Date(),
        language: ctx.language,
      })
      .returning();
    await placeAgent(tx, ctx.companyId, agentId, upline?.id ?? null);
    await notify(tx, ctx.companyId, 'agent_registered', { agentId });
    await publish(tx, 'agent.changed', { companyId: ctx.companyId, agentId, action: 'register' });
    await recordHistory(tx, {
      companyId: ctx.companyId,
      agentId,
      action: 'register',
      toLevel: level.levelName,
      toUpline: upline?.name ?? 'HQ',
      actor: { id: ctx.user.id, name: ctx.user.name },
    });
    await sendPasswordLink(deps, tx, { company, user: user!, purpose: 'invite', origin, mail: 'agentInvite' });
    await queueWelcomeMail(deps, tx, ctx.companyId, agentId, origin);
    return agentId;
  });
  deps.mailer.flush();
  return id;
}
