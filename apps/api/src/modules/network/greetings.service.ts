import {
  type GreetingValues,
  type greetingInput,
  greetingPlaceholderList,
  type greetingPreviewRequest,
  translate,
  unknownPlaceholders,
} from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, notFound } from '../../platform/errors.js';
import { companies } from '../company/company.tables.js';
import { levels } from '../users/users.tables.js';
import { levelGreetings } from './network.tables.js';
import { agentGreetingValues, loginLinkOf, writeGreeting } from './welcome-mail.js';

type GreetingInput = z.output<typeof greetingInput>;
type PreviewRequest = z.output<typeof greetingPreviewRequest>;

export async function listGreetings(deps: AppDeps, ctx: RequestContext) {
  const rows = await deps.db.select().from(levelGreetings).where(eq(levelGreetings.companyId, ctx.companyId));
  return {
    items: rows.map((row) => ({
      levelId: row.levelId,
      greetSubject: row.subject,
      greetDetail: row.body,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

async function levelNameOf(deps: AppDeps, ctx: RequestContext, levelId: string) {
  const [level] = await deps.db
    .select({ name: levels.levelName })
    .from(levels)
    .where(and(eq(levels.companyId, ctx.companyId), eq(levels.id, levelId)));
  if (!level) throw notFound();
  return level.name;
}

/** Refuses placeholders we do not fill (`{{agent_name}}`), naming the first and the ones that exist. */
function assertKnownPlaceholders(input: GreetingInput) {
  for (const field of ['greetSubject', 'greetDetail'] as const) {
    const [unknown] = unknownPlaceholders(input[field]);
    if (unknown)
      throw new AppError(
        400,
        'greeting.unknownPlaceholder',
        'VALIDATION',
        { [field]: 'greeting.unknownPlaceholder' },
        undefined,
        {
          unknown,
          allowed: greetingPlaceholderList,
        },
      );
  }
}

/** Spec §7 setup `greeting` store: the welcoming e-mail of one level (one per level; saving again replaces it). */
export async function saveGreeting(deps: AppDeps, ctx: RequestContext, input: GreetingInput) {
  await levelNameOf(deps, ctx, input.levelId);
  assertKnownPlaceholders(input);
  const values = { subject: input.greetSubject, body: input.greetDetail, updatedAt: new Date() };
  await deps.db
    .insert(levelGreetings)
    .values({ companyId: ctx.companyId, levelId: input.levelId, ...values })
    .onConflictDoUpdate({ target: [levelGreetings.companyId, levelGreetings.levelId], set: values });
}

export async function deleteGreeting(deps: AppDeps, ctx: RequestContext, levelId: string) {
  const deleted = await deps.db
    .delete(levelGreetings)
    .where(and(eq(levelGreetings.companyId, ctx.companyId), eq(levelGreetings.levelId, levelId)))
    .returning({ levelId: levelGreetings.levelId });
  if (deleted.length === 0) throw notFound();
}

/** Sample values in the caller's language (a made-up agent of the level under HQ), or a chosen agent's own. */
async function previewValues(deps: AppDeps, ctx: RequestContext, input: PreviewRequest, origin: string) {
  const level = await levelNameOf(deps, ctx, input.levelId);
  if (input.agentId) {
    const agent = await agentGreetingValues(deps.db, ctx.companyId, input.agentId, origin);
    if (!agent) throw notFound();
    return agent.values;
  }
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  return {
    agentName: translate(ctx.language, 'greeting.sampleAgent'),
    level,
    upline: translate(ctx.language, 'greeting.hq'),
    company: company?.name ?? '',
    loginLink: loginLinkOf(origin),
  } satisfies GreetingValues;
}

/** The greeting as written (saved or not) with sample or a chosen agent's values: subject, text and HTML. */
export async function previewGreeting(deps: AppDeps, ctx: RequestContext, input: PreviewRequest, origin: string) {
  assertKnownPlaceholders(input);
  const values = await previewValues(deps, ctx, input, origin);
  return { ...writeGreeting({ subject: input.greetSubject, body: input.greetDetail }, values), to: ctx.user.email };
}

/** "Send me a test": the preview mailed to the signed-in user, at most 3 per 5 minutes. */
export async function sendTestGreeting(deps: AppDeps, ctx: RequestContext, input: PreviewRequest, origin: string) {
  const { to, ...mail } = await previewGreeting(deps, ctx, input, origin);
  await deps.rateLimit([{ rule: deps.rateRules.testMail, key: `test-mail:${ctx.companyId}:${ctx.user.id}` }]);
  await deps.mailer.queueWritten(deps.db, { companyId: ctx.companyId, to, ...mail });
  deps.mailer.flush();
  return { email: to };
}
