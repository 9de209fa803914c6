import type { ExternalInvoiceStatus } from '@niaga/shared';
import { z } from 'zod';
import { badCredentials, providerFailed } from '../integrations/provider-http.js';
import {
  type AccessToken,
  type AccountingAdapter,
  type AccountingInvoice,
  callJson,
  fieldRefused,
  fromSen,
  providerRefused,
  reconnect,
  toSen,
} from './adapter.js';
import type { OAuthToken } from './tokens.js';

const PROVIDER = 'xero';

/** Xero's identity server (tokens) and API server (connections, Accounting API). */
export const xeroHosts = (override?: string) => ({
  identity: override ?? 'https://identity.xero.com',
  api: override ?? 'https://api.xero.com',
});
export type XeroSettings = { hosts: ReturnType<typeof xeroHosts>; tenantId: string; accountCode: string };
export type XeroCredentials = { clientId: string; clientSecret: string; refreshToken: string };

/** `{ access_token, expires_in, token_type, refresh_token, scope }`; refused: 400 `{ error: "invalid_grant" }`. */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().default(1800),
  refresh_token: z.string().min(1),
});

/**
 * The refresh token exchanged for an access token AND a new refresh token: Xero rotates it on every use, so the
 * caller must store the new one (tokens.ts does, under the integration's row lock).
 */
export async function refreshXeroToken(
  hosts: XeroSettings['hosts'],
  credentials: XeroCredentials,
): Promise<OAuthToken> {
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const { status, body } = await callJson(PROVIDER, `${hosts.identity}/connect/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken }).toString(),
  });
  if (status === 400 || status === 401) throw badCredentials(PROVIDER);
  const answer = tokenAnswer.safeParse(body);
  if (status >= 300 || !answer.success) throw providerFailed(PROVIDER);
  return {
    accessToken: answer.data.access_token,
    expiresIn: answer.data.expires_in,
    refreshToken: answer.data.refresh_token,
  };
}

const money = z.union([z.number(), z.string()]).nullish();
const contact = z
  .object({
    ContactID: z.string(),
    Name: z.string().default(''),
    EmailAddress: z.string().nullish(),
    ContactPersons: z.array(z.object({ EmailAddress: z.string().nullish() }).passthrough()).nullish(),
  })
  .passthrough();
const invoice = z
  .object({
    Type: z.string(),
    InvoiceID: z.string(),
    InvoiceNumber: z.string().default(''),
    Contact: contact,
    Date: z.string().nullish(),
    DateString: z.string().nullish(),
    DueDate: z.string().nullish(),
    DueDateString: z.string().nullish(),
    Status: z.string(),
    LineItems: z
      .array(
        z
          .object({ Description: z.string().nullish(), Quantity: money, UnitAmount: money, LineAmount: money })
          .passthrough(),
      )
      .default([]),
    Total: money,
    AmountDue: money,
    AmountPaid: money,
    CurrencyCode: z.string(),
    Payments: z
      .array(z.object({ PaymentID: z.string(), Reference: z.string().nullish(), Amount: money }).passthrough())
      .nullish(),
  })
  .passthrough();
const invoicesAnswer = z.object({ Invoices: z.array(invoice) });
const contactsAnswer = z.object({ Contacts: z.array(contact) });
const paymentsAnswer = z.object({ Payments: z.array(z.object({ PaymentID: z.string() }).passthrough()).min(1) });
const connectionsAnswer = z.array(z.object({ tenantId: z.string(), tenantName: z.string().nullish() }).passthrough());
const accountsAnswer = z.object({
  Accounts: z.array(
    z
      .object({
        Code: z.string().nullish(),
        Status: z.string().nullish(),
        Type: z.string().nullish(),
        EnablePaymentsToAccount: z.boolean().nullish(),
      })
      .passthrough(),
  ),
});
/** A validation refusal: `{ ErrorNumber, Type, Message, Elements: [{ ValidationErrors: [{ Message }] }] }`. */
const xeroError = z
  .object({
    Message: z.string().optional(),
    Detail: z.string().optional(),
    Elements: z
      .array(z.object({ ValidationErrors: z.array(z.object({ Message: z.string() })).default([]) }).passthrough())
      .optional(),
  })
  .passthrough();

/** `YYYY-MM-DD` from `DateString` (`2024-05-01T00:00:00`) or Microsoft JSON (`/Date(1714521600000+0000)/`). */
export function xeroDay(dateString?: string | null, msDate?: string | null): string | null {
  if (dateString && /^\d{4}-\d{2}-\d{2}/.test(dateString)) return dateString.slice(0, 10);
  const ms = msDate ? /\/Date\((-?\d+)/.exec(msDate) : null;
  return ms ? new Date(Number(ms[1])).toISOString().slice(0, 10) : null;
}

export function xeroStatus(
  status: string,
  amountDue: number,
  amountPaid: number,
  dueDate: string | null,
  today: string,
) {
  const map: Record<string, ExternalInvoiceStatus> = {
    DRAFT: 'draft',
    SUBMITTED: 'draft',
    VOIDED: 'void',
    DELETED: 'void',
  };
  if (map[status]) return map[status]!;
  if (status === 'PAID' || amountDue <= 0) return 'paid';
  if (dueDate && dueDate < today) return 'overdue';
  return amountPaid > 0 ? 'partially_paid' : 'open';
}

const emailsOf = (c: z.infer<typeof contact>) =>
  [c.EmailAddress, ...(c.ContactPersons ?? []).map((person) => person.EmailAddress)]
    .filter((email): email is string => !!email)
    .map((email) => email.trim().toLowerCase());

/** Xero Accounting API 2.0 (`/api.xro/2.0/…`, bearer token and `xero-tenant-id`). */
export function xeroAdapter(settings: XeroSettings, token: AccessToken, today = () => new Date()): AccountingAdapter {
  const url = (path: string) => `${settings.hosts.api}/api.xro/2.0${path}`;
  const headers = async () => ({
    authorization: `Bearer ${await token()}`,
    'xero-tenant-id': settings.tenantId,
    accept: 'application/json',
    'content-type': 'application/json',
  });
  const refusal = (status: number, body: unknown) => {
    if (status === 401 || status === 403) return reconnect(PROVIDER);
    const parsed = xeroError.safeParse(body);
    const reason =
      parsed.data?.Elements?.flatMap((element) => element.ValidationErrors.map((error) => error.Message)).join(' ') ||
      parsed.data?.Detail ||
      parsed.data?.Message;
    return status < 500 && reason ? providerRefused(PROVIDER, reason) : providerFailed(PROVIDER);
  };
  async function contactEmails(raw: z.infer<typeof contact>) {
    const emails = emailsOf(raw);
    if (emails.length) return emails;
    // Some answers carry only the contact's id and name: its addresses come from the contact itself.
    const { status, body } = await callJson(PROVIDER, url(`/Contacts/${encodeURIComponent(raw.ContactID)}`), {
      method: 'GET',
      headers: await headers(),
    });
    if (status >= 300) throw refusal(status, body);
    const parsed = contactsAnswer.safeParse(body);
    if (!parsed.success) throw providerFailed(PROVIDER);
    return parsed.data.Contacts.flatMap(emailsOf);
  }
  return {
    provider: PROVIDER,
    async fetchInvoice(id) {
      const { status, body } = await callJson(PROVIDER, url(`/Invoices/${encodeURIComponent(id)}`), {
        method: 'GET',
        headers: await headers(),
      });
      if (status === 404) return null;
      if (status >= 300) throw refusal(status, body);
      const parsed = invoicesAnswer.safeParse(body);
      if (!parsed.success) throw providerFailed(PROVIDER);
      const raw = parsed.data.Invoices[0];
      // Bills (ACCPAY) are the company's own debts, not its agents'.
      if (raw?.Type !== 'ACCREC') return null;
      const dueDate = xeroDay(raw.DueDateString, raw.DueDate);
      const amountDue = toSen(raw.AmountDue);
      return {
        id: raw.InvoiceID,
        number: raw.InvoiceNumber,
        contactId: raw.Contact.ContactID,
        contactName: raw.Contact.Name,
        contactEmails: [...new Set(await contactEmails(raw.Contact))],
        date: xeroDay(raw.DateString, raw.Date),
        dueDate,
        currency: raw.CurrencyCode,
        total: toSen(raw.Total),
        balance: amountDue,
        status: xeroStatus(raw.Status, amountDue, toSen(raw.AmountPaid), dueDate, today().toISOString().slice(0, 10)),
        lines: raw.LineItems.map((line) => ({
          description: line.Description ?? '',
          quantity: Number(line.Quantity ?? 0),
          unitAmount: toSen(line.UnitAmount),
          amount: toSen(line.LineAmount),
        })),
        payments: (raw.Payments ?? []).map((payment) => ({
          id: payment.PaymentID,
          reference: payment.Reference ?? '',
          amount: toSen(payment.Amount),
        })),
      } satisfies AccountingInvoice;
    },
    async recordPayment(input) {
      const { status, body } = await callJson(PROVIDER, url('/Payments'), {
        method: 'PUT',
        headers: await headers(),
        body: JSON.stringify({
          Payments: [
            {
              Invoice: { InvoiceID: input.invoice.id },
              Account: { Code: settings.accountCode },
              Date: input.date,
              Amount: fromSen(input.amount),
              Reference: input.reference,
            },
          ],
        }),
      });
      if (status >= 300) throw refusal(status, body);
      const parsed = paymentsAnswer.safeParse(body);
      if (!parsed.success) throw providerFailed(PROVIDER);
      return parsed.data.Payments[0]!.PaymentID;
    },
  };
}

/**
 * The connection check before saving: the refresh token exchanged (and rotated: the answer carries the one to
 * save), the tenant among the token's connections, and the account code an active account payments can go to.
 */
export async function checkXero(
  settings: XeroSettings,
  credentials: XeroCredentials,
): Promise<OAuthToken & { tenantName: string | null }> {
  const token = await refreshXeroToken(settings.hosts, credentials);
  const bearer = { authorization: `Bearer ${token.accessToken}`, accept: 'application/json' };
  const connections = await callJson(PROVIDER, `${settings.hosts.api}/connections`, { method: 'GET', headers: bearer });
  if (connections.status === 401) throw badCredentials(PROVIDER);
  const tenants = connectionsAnswer.safeParse(connections.body);
  if (connections.status >= 300 || !tenants.success) throw providerFailed(PROVIDER);
  const tenant = tenants.data.find((connection) => connection.tenantId === settings.tenantId);
  if (!tenant) throw fieldRefused('tenantId', 'accounting.tenantNotConnected');
  const where = encodeURIComponent(`Code=="${settings.accountCode.replace(/"/g, '')}"`);
  const accounts = await callJson(PROVIDER, `${settings.hosts.api}/api.xro/2.0/Accounts?where=${where}`, {
    method: 'GET',
    headers: { ...bearer, 'xero-tenant-id': settings.tenantId },
  });
  const listed = accountsAnswer.safeParse(accounts.body);
  if (accounts.status >= 300 || !listed.success) throw providerFailed(PROVIDER);
  const payable = listed.data.Accounts.some(
    (account) =>
      account.Code === settings.accountCode &&
      account.Status === 'ACTIVE' &&
      (account.Type === 'BANK' || account.EnablePaymentsToAccount === true),
  );
  if (!payable) throw fieldRefused('accountCode', 'accounting.accountNotFound');
  return { ...token, tenantName: tenant.tenantName ?? null };
}
