import { type GreetingValues, type Language, renderGreeting, translate } from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../platform/deps.js';
import { companies } from '../company/company.tables.js';
import { levels, users } from '../users/users.tables.js';
import { levelGreetings } from './network.tables.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export type GreetingTemplate = { subject: string; body: string };

/** Where a new agent signs in (the `{{loginLink}}` placeholder). */
export const loginLinkOf = (origin: string) => `${origin}/login`;

/**
 * A greeting written out: the subject and text with the values as they are, and the HTML alternative with HQ's
 * text and every value HTML-escaped (an agent named `<b>` stays text), lines kept by `white-space: pre-line`.
 */
export function writeGreeting(template: GreetingTemplate, values: GreetingValues) {
  const html = renderGreeting(template.body, values, escapeHtml);
  return {
    subject: renderGreeting(template.subject, values).replace(/[\r\n]+/g, ' '),
    text: renderGreeting(template.body, values),
    html: `<div style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; white-space: pre-line">${html}</div>`,
  };
}

/** An agent's placeholder values: name, level, upline (HQ at the top), company and where to sign in. */
export async function agentGreetingValues(executor: Executor, companyId: string, agentId: string, origin: string) {
  const upline = alias(users, 'upline');
  const [row] = await executor
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      levelId: users.levelId,
      level: levels.levelName,
      upline: upline.name,
      company: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(levels, and(eq(levels.companyId, users.companyId), eq(levels.id, users.levelId)))
    .leftJoin(upline, and(eq(upline.companyId, users.companyId), eq(upline.id, users.uplineId)))
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId), eq(users.role, 'agent')));
  if (!row) return null;
  const language = row.language as Language;
  const values: GreetingValues = {
    agentName: row.name,
    level: row.level ?? '',
    upline: row.upline ?? translate(language, 'greeting.hq'),
    company: row.company,
    loginLink: loginLinkOf(origin),
  };
  return { email: row.email, levelId: row.levelId, values };
}

/**
 * Writes the welcoming e-mail of a newly registered agent to the outbox, in the caller's transaction (HQ's
 * registration, or the agent's e-mail verification). A level without a greeting sends none.
 */
export async function queueWelcomeMail(
  deps: AppDeps,
  executor: Executor,
  companyId: string,
  agentId: string,
  origin: string,
) {
  const agent = await agentGreetingValues(executor, companyId, agentId, origin);
  if (!agent?.levelId) return;
  const [greeting] = await executor
    .select()
    .from(levelGreetings)
    .where(and(eq(levelGreetings.companyId, companyId), eq(levelGreetings.levelId, agent.levelId)));
  if (!greeting) return;
  const mail = writeGreeting(greeting, agent.values);
  await deps.mailer.queueWritten(executor, { companyId, to: agent.email, ...mail });
}
