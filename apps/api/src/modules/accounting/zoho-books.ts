import type { ExternalInvoiceStatus, ZohoDataCentre } from '@niaga/shared';
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
  toSen,
} from './adapter.js';
import type { OAuthToken } from './tokens.js';

const PROVIDER = 'zoho_books';

/** The data centre's two servers: OAuth at accounts.zoho.<dc>, the Books API at www.zohoapis.<dc>. */
export const zohoHosts = (dataCentre: ZohoDataCentre, override?: string) => ({
  accounts: override ?? `https://accounts.zoho.${dataCentre}`,
  api: override ?? `https://www.zohoapis.${dataCentre}`,
});
export type ZohoSettings = { hosts: { accounts: string; api: string }; organizationId: string };
export type ZohoCredentials = { clientId: string; clientSecret: string; refreshToken: string };

/** Token answer: `{ access_token, api_domain, token_type, expires_in }`, or (HTTP 200 too) `{ error: "invalid_code" }`. */
const tokenAnswer = z.object({
  access_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().optional(),
  error: z.string().optional(),
});

/**
 * A self client's refresh token exchanged for an access token (Zoho keeps the refresh token: it never rotates).
 * Refused (`invalid_code`, `invalid_client`): the credentials are bad.
 */
export async function refreshZohoToken(
  hosts: ZohoSettings['hosts'],
  credentials: ZohoCredentials,
): Promise<OAuthToken> {
  const form = new URLSearchParams({
    refresh_token: credentials.refreshToken,
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
    grant_type: 'refresh_token',
  });
  const { status, body } = await callJson(PROVIDER, `${hosts.accounts}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const answer = tokenAnswer.safeParse(body);
  if (!answer.success) throw providerFailed(PROVIDER);
  if (answer.data.error || status === 400 || status === 401) throw badCredentials(PROVIDER);
  if (status >= 300 || !answer.data.access_token) throw providerFailed(PROVIDER);
  return { accessToken: answer.data.access_token, expiresIn: answer.data.expires_in ?? 3600 };
}

/** Every Books answer: `code` 0 when fine, else Zoho's error code and `message`. */
const envelope = z.object({ code: z.coerce.number(), message: z.string().optional() }).passthrough();
const money = z.union([z.number(), z.string()]).nullish();
const invoiceAnswer = z.object({
  invoice: z.object({
    invoice_id: z.coerce.string(),
    invoice_number: z.string(),
    status: z.string(),
    customer_id: z.coerce.string(),
    customer_name: z.string().default(''),
    email: z.string().nullish(),
    contact_persons_details: z.array(z.object({ email: z.string().nullish() }).passthrough()).nullish(),
    date: z.string().nullish(),
    due_date: z.string().nullish(),
    currency_code: z.string(),
    total: money,
    balance: money,
    line_items: z
      .array(
        z
          .object({
            name: z.string().nullish(),
            description: z.string().nullish(),
            quantity: money,
            rate: money,
            item_total: money,
          })
          .passthrough(),
      )
      .default([]),
    payments: z
      .array(
        z
          .object({ payment_id: z.coerce.string(), reference_number: z.string().nullish(), amount: money })
          .passthrough(),
      )
      .nullish(),
  }),
});
const paymentAnswer = z.object({ payment: z.object({ payment_id: z.coerce.string() }).passthrough() });

/** Zoho's invoice statuses in one list (draft and those awaiting approval cannot be paid yet). */
export function zohoStatus(status: string, balance: number): ExternalInvoiceStatus {
  if (status === 'void') return 'void';
  if (status === 'draft' || status === 'pending_approval' || status === 'approved') return 'draft';
  if (status === 'paid' || balance <= 0) return 'paid';
  if (status === 'partially_paid') return 'partially_paid';
  if (status === 'overdue') return 'overdue';
  return 'open';
}

const isoDay = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

function toInvoice(raw: z.infer<typeof invoiceAnswer>['invoice']): AccountingInvoice {
  const balance = toSen(raw.balance);
  const emails = [raw.email, ...(raw.contact_persons_details ?? []).map((person) => person.email)];
  return {
    id: raw.invoice_id,
    number: raw.invoice_number,
    contactId: raw.customer_id,
    contactName: raw.customer_name,
    contactEmails: [...new Set(emails.filter((email): email is string => !!email).map((e) => e.trim().toLowerCase()))],
    date: isoDay(raw.date),
    dueDate: isoDay(raw.due_date),
    currency: raw.currency_code,
    total: toSen(raw.total),
    balance,
    status: zohoStatus(raw.status, balance),
    lines: raw.line_items.map((line) => ({
      description: [line.name, line.description].filter(Boolean).join(' — '),
      quantity: Number(line.quantity ?? 0),
      unitAmount: toSen(line.rate),
      amount: toSen(line.item_total),
    })),
    payments: (raw.payments ?? []).map((payment) => ({
      id: payment.payment_id,
      reference: payment.reference_number ?? '',
      amount: toSen(payment.amount),
    })),
  };
}

/** Zoho's payment modes: a card is `creditcard`, FPX and e-wallets are bank transfers. */
const paymentMode = (payType: string) => (payType === 'card' ? 'creditcard' : 'banktransfer');

/** Zoho Books API v3 (`/books/v3/…?organization_id=`, header `Authorization: Zoho-oauthtoken …`). */
export function zohoBooksAdapter(settings: ZohoSettings, token: AccessToken): AccountingAdapter {
  const books = (path: string) =>
    `${settings.hosts.api}/books/v3${path}?organization_id=${encodeURIComponent(settings.organizationId)}`;
  const headers = async () => ({
    authorization: `Zoho-oauthtoken ${await token()}`,
    accept: 'application/json',
    'content-type': 'application/json',
  });
  const refusal = (status: number, body: unknown) => {
    const parsed = envelope.safeParse(body);
    if (parsed.success && parsed.data.message && status < 500) return providerRefused(PROVIDER, parsed.data.message);
    return providerFailed(PROVIDER);
  };
  return {
    provider: PROVIDER,
    async fetchInvoice(id) {
      const { status, body } = await callJson(PROVIDER, books(`/invoices/${encodeURIComponent(id)}`), {
        method: 'GET',
        headers: await headers(),
      });
      const code = envelope.safeParse(body).data?.code;
      // 1002: "Invoice does not exist."; a malformed id is answered 400 or 404 too.
      if (status === 404 || code === 1002 || (status === 400 && code !== undefined && code !== 0)) return null;
      if (status >= 300 || code !== 0) throw refusal(status, body);
      const parsed = invoiceAnswer.safeParse(body);
      if (!parsed.success) throw providerFailed(PROVIDER);
      return toInvoice(parsed.data.invoice);
    },
    async recordPayment(input) {
      const { status, body } = await callJson(PROVIDER, books('/customerpayments'), {
        method: 'POST',
        headers: await headers(),
        body: JSON.stringify({
          customer_id: input.invoice.contactId,
          payment_mode: paymentMode(input.payType),
          amount: fromSen(input.amount),
          date: input.date,
          reference_number: input.reference,
          description: `Paid online (${input.payType})`,
          invoices: [{ invoice_id: input.invoice.id, amount_applied: fromSen(input.amount) }],
        }),
      });
      if (status >= 300 || envelope.safeParse(body).data?.code !== 0) throw refusal(status, body);
      const parsed = paymentAnswer.safeParse(body);
      if (!parsed.success) throw providerFailed(PROVIDER);
      return parsed.data.payment.payment_id;
    },
  };
}

/** The connection check before saving: a token from the refresh token, then the organization must answer. */
export async function checkZohoBooks(settings: ZohoSettings, credentials: ZohoCredentials): Promise<OAuthToken> {
  const token = await refreshZohoToken(settings.hosts, credentials);
  const { status, body } = await callJson(
    PROVIDER,
    `${settings.hosts.api}/books/v3/organizations/${encodeURIComponent(settings.organizationId)}`,
    { method: 'GET', headers: { authorization: `Zoho-oauthtoken ${token.accessToken}`, accept: 'application/json' } },
  );
  if (status === 401) throw badCredentials(PROVIDER);
  if (status >= 500) throw providerFailed(PROVIDER);
  if (status >= 300 || envelope.safeParse(body).data?.code !== 0)
    throw fieldRefused('organizationId', 'accounting.organizationNotFound');
  return token;
}
