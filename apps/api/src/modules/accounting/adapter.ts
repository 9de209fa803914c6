import type { AccountingProviderName, ExternalInvoiceStatus, MessageKey } from '@niaga/shared';
import { PROVIDER_LABELS } from '@niaga/shared';
import { AppError } from '../../platform/errors.js';
import { providerFailed, providerFetch } from '../integrations/provider-http.js';

/** An accounting system's invoice, amounts in sen of its currency. */
export type AccountingInvoice = {
  id: string;
  number: string;
  /** Zoho: the customer a payment is made by; Xero: the contact (a payment names only the invoice). */
  contactId: string;
  contactName: string;
  /** Every address the invoice's contact is reached at (the customer's and its contact persons'), lower case. */
  contactEmails: string[];
  date: string | null;
  dueDate: string | null;
  currency: string;
  total: number;
  balance: number;
  status: ExternalInvoiceStatus;
  lines: { description: string; quantity: number; unitAmount: number; amount: number }[];
  /** The payments already on the invoice, with the reference they were recorded with (ours: the payment id). */
  payments: { id: string; reference: string; amount: number }[];
};

export type RecordPayment = {
  invoice: Pick<AccountingInvoice, 'id' | 'contactId' | 'currency'>;
  /** In sen. */
  amount: number;
  /** YYYY-MM-DD, the day the gateway took the money. */
  date: string;
  /** Our payment id: written on the provider's payment, so a retry finds what an earlier try recorded. */
  reference: string;
  payType: string;
};

/** One interface for Zoho Books and Xero: what the agent's page and the recording job need. */
export interface AccountingAdapter {
  readonly provider: AccountingProviderName;
  /** null when the provider has no such invoice (or it is not a sales invoice). */
  fetchInvoice(id: string): Promise<AccountingInvoice | null>;
  /** Records a payment on the invoice; answers the provider's payment id. */
  recordPayment(input: RecordPayment): Promise<string>;
}

/** A bearer token for the next call, refreshed (and, for Xero, the rotated refresh token stored) when due. */
export type AccessToken = () => Promise<string>;

/** Decimal amounts of the providers' JSON (12.5) in sen (1250). */
export const toSen = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100);
/** Sen as the providers' decimal amount. */
export const fromSen = (sen: number) => Number((sen / 100).toFixed(2));

/** The provider refused a call with its own reason (a validation message), named for the user. */
export const providerRefused = (provider: AccountingProviderName, reason: string) =>
  new AppError(502, 'accounting.providerRefused', undefined, undefined, undefined, {
    provider: PROVIDER_LABELS[provider],
    reason: reason.slice(0, 300),
  });

/** The company has no active integration of this accounting system. */
export const notConnected = (provider: AccountingProviderName) =>
  new AppError(409, 'accounting.notConnected', 'CONFLICT', undefined, undefined, {
    provider: PROVIDER_LABELS[provider],
  });

/** The saved refresh token no longer works (revoked, expired, or rotated away): HQ must connect again. */
export const reconnect = (provider: AccountingProviderName) =>
  new AppError(409, 'accounting.reconnect', 'CONFLICT', undefined, undefined, { provider: PROVIDER_LABELS[provider] });

export const fieldRefused = (field: string, key: MessageKey) => new AppError(400, key, 'VALIDATION', { [field]: key });

/** A call whose answer is JSON (or nothing useful): the status and body, or a failure named for the user. */
export async function callJson(
  provider: AccountingProviderName,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const response = await providerFetch(provider, url, init);
  const text = await response.text();
  if (!text) return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    if (response.ok) throw providerFailed(provider);
    return { status: response.status, body: null };
  }
}
