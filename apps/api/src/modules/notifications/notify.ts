import {
  type Currency,
  formatMoney,
  isMessageKey,
  type Language,
  type MessageKey,
  type NotificationEvent,
  translate,
} from '@niaga/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { processMailer } from '../../platform/mail.js';
import { companies } from '../company/company.tables.js';
import { users } from '../users/users.tables.js';
import { settingsOf } from './settings.js';

/** What a notice is about: the agent concerned (for the agent and upline columns) and the template's values. */
export type NoticeFacts = {
  agentId?: string | null;
  /** Template values; a message key is translated into each recipient's language. */
  params?: Record<string, string>;
  /** Amounts in the company's minor units, formatted in its currency. */
  money?: Record<string, number>;
};

type Recipient = { email: string; name: string; language: Language };

/** A notice in one language: `params` complete but for the message keys among them. */
export function renderNotice(language: Language, event: NotificationEvent, params: Record<string, string>) {
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, isMessageKey(value) ? translate(language, value) : value]),
  );
  return {
    subject: translate(language, `notify.${event}.subject` as MessageKey, words),
    body: translate(language, `notify.${event}.body` as MessageKey, words),
  };
}

async function hqRecipients(executor: Executor, companyId: string, addresses: string[]): Promise<Recipient[]> {
  const hq = await executor
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'hq'), ne(users.status, 'suspended')))
    .orderBy(asc(users.createdAt));
  // HQ's own addresses speak the HQ account's language; with none stored, the HQ accounts themselves are told.
  const language = hq[0]?.language ?? 'en';
  if (addresses.length === 0) return hq;
  return addresses.map((email) => ({ email, name: translate(language, 'notify.hq'), language }));
}

async function agentAndUpline(executor: Executor, companyId: string, agentId: string) {
  const [agent] = await executor
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, agentId)));
  if (!agent) return { agent: null, upline: null };
  const [upline] = agent.uplineId
    ? await executor
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.id, agent.uplineId), eq(users.role, 'agent')))
    : [];
  return { agent, upline: upline ?? null };
}

/**
 * Mails the people HQ chose for `event`, each in their language, inside `tx`: the mails (and their jobs) exist
 * only if the change that caused them commits. The one call every module makes (docs/architecture.md "Mail").
 */
export async function notify(tx: Tx, companyId: string, event: NotificationEvent, facts: NoticeFacts = {}) {
  const settings = await settingsOf(tx, companyId);
  const control = settings.events.find((item) => item.event === event);
  if (!control || !(control.hq || control.agent || control.upline)) return;
  const [company] = await tx
    .select({ name: companies.name, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  const { agent, upline } = facts.agentId
    ? await agentAndUpline(tx, companyId, facts.agentId)
    : { agent: null, upline: null };
  const recipients: Recipient[] = [];
  if (control.hq) recipients.push(...(await hqRecipients(tx, companyId, settings.hqAddresses)));
  if (control.agent && agent) recipients.push(agent);
  if (control.upline && upline) recipients.push(upline);
  const params = {
    company: company.name,
    agent: agent?.name ?? '',
    email: agent?.email ?? '',
    ...moneyParams(facts.money ?? {}, company.currency),
    ...facts.params,
  };
  const seen = new Set<string>();
  for (const recipient of recipients) {
    const email = recipient.email.toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    const { subject, body } = renderNotice(recipient.language, event, { ...params, name: recipient.name });
    await processMailer().queueText(tx, { companyId, to: recipient.email, subject, body });
  }
}

const moneyParams = (money: Record<string, number>, currency: Currency) =>
  Object.fromEntries(Object.entries(money).map(([name, amount]) => [name, formatMoney(amount, currency)]));
