import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { badCredentials, providerFailed, providerFetch, providerJson } from '../../integrations/provider-http.js';
import type { GatewayPayment, GatewaySession, PaymentGatewayAdapter, VerifiedCallback } from './provider.js';

export const BILLPLZ = 'billplz';
export const BILLPLZ_PRODUCTION = 'https://www.billplz.com';
export const BILLPLZ_SANDBOX = 'https://www.billplz-sandbox.com';

export type BillplzCredentials = { apiKey: string; xSignatureKey: string; collectionId: string };

/**
 * Billplz's X-Signature source string: every `key + value` of the message but `x_signature` (the redirect's
 * `billplz[id]` becomes `billplzid`), sorted case-insensitively, joined with `|`.
 */
export function xSignatureSource(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([key]) => key !== 'x_signature')
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .join('|');
}

export const xSignature = (key: string, fields: Record<string, string>) =>
  createHmac('sha256', key).update(xSignatureSource(fields)).digest('hex');

function signed(key: string, fields: Record<string, string>): boolean {
  const presented = fields.x_signature ?? '';
  if (!/^[0-9a-f]{64}$/i.test(presented)) return false;
  return timingSafeEqual(Buffer.from(presented.toLowerCase(), 'hex'), Buffer.from(xSignature(key, fields), 'hex'));
}

const billAnswer = z.object({ id: z.string().min(1), url: z.string().url() });

/** The redirect's query (`billplz[id]`, `billplz[paid]`, …) as the fields its signature covers (`billplzid`, …). */
export function redirectFields(query: Record<string, string | undefined>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const name = /^billplz\[(\w+)\]$/.exec(key)?.[1];
    if (!name || value === undefined) continue;
    fields[name === 'x_signature' ? name : `billplz${name}`] = value;
  }
  return fields;
}

/**
 * Billplz (FPX and cards) with one company's credentials: a bill per payment (v3, basic auth with the API secret
 * key), the payer goes to the bill's page; the callback (a POST form) and the redirect (a GET query) are both
 * verified with the company's X-Signature key. `baseUrl` is the sandbox or production site.
 */
export function createBillplzProvider(credentials: BillplzCredentials, baseUrl: string, name: string = BILLPLZ) {
  const authorization = `Basic ${Buffer.from(`${credentials.apiKey}:`).toString('base64')}`;
  const api = (path: string) => `${baseUrl}/api/v3/${path}`;

  const outcomeOf = (paid: string | undefined): 'paid' | 'failed' => (paid === 'true' ? 'paid' : 'failed');

  return {
    name,

    async checkCredentials() {
      const response = await providerFetch(
        BILLPLZ,
        api(`collections/${encodeURIComponent(credentials.collectionId)}`),
        { headers: { authorization } },
      );
      if (!response.ok) throw badCredentials(BILLPLZ);
    },

    async createSession(payment: GatewayPayment): Promise<GatewaySession> {
      const form = new URLSearchParams({
        collection_id: credentials.collectionId,
        email: payment.payer.email,
        name: payment.payer.name.slice(0, 255),
        amount: String(payment.amount),
        description: payment.description.slice(0, 200),
        callback_url: `${payment.origin}/api/payments/callback/${name}`,
        redirect_url: `${payment.origin}/api/payments/return/${name}`,
        reference_1_label: 'Payment',
        reference_1: payment.id,
      });
      const response = await providerFetch(BILLPLZ, api('bills'), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      if (response.status === 401) throw badCredentials(BILLPLZ);
      const bill = billAnswer.safeParse(await providerJson(BILLPLZ, response));
      if (!response.ok || !bill.success) throw providerFailed(BILLPLZ);
      return { redirectUrl: bill.data.url, providerRef: bill.data.id };
    },

    /** Deletes the bill (Billplz deletes only unpaid bills): after that it can no longer be paid. */
    async close(billId: string) {
      const response = await providerFetch(BILLPLZ, api(`bills/${encodeURIComponent(billId)}`), {
        method: 'DELETE',
        headers: { authorization },
      });
      return response.ok;
    },

    /** The callback: a form POST of the bill's fields and `x_signature`. */
    verifyCallback(_headers: IncomingHttpHeaders, rawBody: string): VerifiedCallback | null {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      if (!fields.id || !signed(credentials.xSignatureKey, fields)) return null;
      const amount = Number(fields.amount);
      return {
        companyId: null,
        paymentId: null,
        providerRef: fields.id,
        outcome: outcomeOf(fields.paid),
        amount: Number.isInteger(amount) ? amount : null,
      };
    },

    /** The payer's return: `billplz[id]`, `billplz[paid]`, `billplz[paid_at]`, `billplz[x_signature]`. */
    verifyRedirect(query: Record<string, string | undefined>): VerifiedCallback | null {
      const fields = redirectFields(query);
      if (!fields.billplzid || !signed(credentials.xSignatureKey, fields)) return null;
      return {
        companyId: null,
        paymentId: null,
        providerRef: fields.billplzid,
        outcome: outcomeOf(fields.billplzpaid),
        amount: null,
      };
    },
  } satisfies PaymentGatewayAdapter & Record<string, unknown>;
}

export type BillplzProvider = ReturnType<typeof createBillplzProvider>;
