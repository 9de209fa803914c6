import { createHash } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import { badCredentials, providerFailed, providerFetch, providerJson } from '../integrations/provider-http.js';
import type { EInvoiceAdapter, LhdnDocumentStatus, OutgoingDocument, SubmissionAnswer } from './adapter.js';

/** LHDN's hosts (sdk.myinvois.hasil.gov.my "Environments"). */
export const MYINVOIS_HOSTS = {
  production: { api: 'https://api.myinvois.hasil.gov.my', portal: 'myinvois.hasil.gov.my' },
  sandbox: { api: 'https://preprod-api.myinvois.hasil.gov.my', portal: 'preprod.myinvois.hasil.gov.my' },
};

export type MyInvoisSettings = { clientId: string; clientSecret: string; sandbox: boolean; baseUrl?: string };

const P = 'myinvois' as const;

type LhdnError = { code?: string; message?: string; target?: string; details?: LhdnError[] | null };

/** LHDN's standard error, flattened to readable reasons ("target: message"). */
export function errorReasons(error: LhdnError | null | undefined): string[] {
  if (!error) return [];
  const own = error.message ? [`${error.target ? `${error.target}: ` : ''}${error.message}`] : [];
  const details = (error.details ?? []).flatMap(errorReasons);
  return details.length ? details : own;
}

/** A validation step's error (get document details): `error` text, `propertyPath`, nested `innerError`. */
type StepError = { propertyPath?: string | null; errorCode?: string; error?: string; innerError?: StepError[] | null };

export function stepReasons(error: StepError | null | undefined): string[] {
  if (!error) return [];
  const inner = (error.innerError ?? []).flatMap(stepReasons);
  if (inner.length) return inner;
  const text = [error.errorCode, error.error].filter(Boolean).join(' ');
  return text ? [`${error.propertyPath ? `${error.propertyPath}: ` : ''}${text}`] : [];
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The MyInvois e-invoicing API as a taxpayer system: `/connect/token` (OAuth2 client credentials, scope
 * InvoicingAPI), submit documents, get a submission, document details, cancel. Every call goes through
 * `providerFetch` (a timeout, a 502 naming MyInvois when unreachable).
 */
export function myInvoisAdapter(settings: MyInvoisSettings): EInvoiceAdapter {
  const hosts = settings.sandbox ? MYINVOIS_HOSTS.sandbox : MYINVOIS_HOSTS.production;
  const base = (settings.baseUrl ?? hosts.api).replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function login(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await providerFetch(P, `${base}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: 'client_credentials',
        scope: 'InvoicingAPI',
      }).toString(),
    });
    if (response.status === 400 || response.status === 401) throw badCredentials(P);
    const body = (await providerJson(P, response)) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) throw providerFailed(P);
    // A minute's margin: a token that expires during a call is refused by LHDN.
    token = { value: body.access_token, until: Date.now() + Math.max((body.expires_in ?? 3600) - 60, 1) * 1000 };
    return token.value;
  }

  async function call(method: string, path: string, body?: unknown) {
    const response = await providerFetch(P, `${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await login()}`,
        accept: 'application/json',
        'accept-language': 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = response.status === 204 ? {} : await providerJson(P, response);
    return { response, json: json as Record<string, unknown> };
  }

  return {
    name: 'myinvois',
    portal: hosts.portal,
    async checkCredentials() {
      token = null;
      await login();
    },

    async submit(documents: OutgoingDocument[]): Promise<SubmissionAnswer> {
      const { response, json } = await call('POST', '/api/v1.0/documentsubmissions/', {
        documents: documents.map((document) => ({
          format: 'JSON',
          document: Buffer.from(document.json, 'utf8').toString('base64'),
          documentHash: sha256Hex(document.json),
          codeNumber: document.number,
        })),
      });
      if (response.status !== 202) {
        const reasons = errorReasons((json.error ?? json) as LhdnError);
        if (response.status === 400 || response.status === 422)
          return {
            submissionUid: '',
            accepted: [],
            rejected: documents.map((d) => ({ number: d.number, reasons: reasons.length ? reasons : ['Refused'] })),
          };
        throw providerFailed(P);
      }
      const body = json as {
        submissionUid?: string;
        submissionUID?: string;
        acceptedDocuments?: Array<{ uuid: string; invoiceCodeNumber: string }>;
        rejectedDocuments?: Array<{ invoiceCodeNumber: string; error?: LhdnError }>;
      };
      return {
        submissionUid: body.submissionUid ?? body.submissionUID ?? '',
        accepted: (body.acceptedDocuments ?? []).map((d) => ({ number: d.invoiceCodeNumber, uuid: d.uuid })),
        rejected: (body.rejectedDocuments ?? []).map((d) => ({
          number: d.invoiceCodeNumber,
          reasons: errorReasons(d.error),
        })),
      };
    },

    async submission(submissionUid: string) {
      const { response, json } = await call(
        'GET',
        `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?pageNo=1&pageSize=100`,
      );
      if (!response.ok) throw providerFailed(P);
      const body = json as {
        overallStatus?: string;
        documentSummary?: Array<{ uuid: string; longId?: string; internalId: string; status: LhdnDocumentStatus }>;
      };
      const documents = (body.documentSummary ?? []).map((d) => ({
        uuid: d.uuid,
        longId: d.longId || null,
        number: d.internalId,
        status: d.status,
      }));
      return {
        inProgress: (body.overallStatus ?? '').toLowerCase() === 'in progress' || documents.some(isPending),
        documents,
      };
    },

    async reasons(uuid: string) {
      const { response, json } = await call('GET', `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`);
      if (!response.ok) throw providerFailed(P);
      const steps =
        (json.validationResults as { validationSteps?: Array<{ status: string; name: string; error?: StepError }> })
          ?.validationSteps ?? [];
      return steps
        .filter((step) => step.status.toLowerCase() === 'invalid')
        .flatMap((step) => {
          const found = stepReasons(step.error);
          return found.length ? found : [step.name];
        });
    },

    async cancel(uuid: string, reason: string) {
      const { response } = await call('PUT', `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`, {
        status: 'cancelled',
        reason,
      });
      if (response.ok) return;
      if (response.status === 400) throw new AppError(400, 'eInvoice.notCancellable', 'VALIDATION');
      throw providerFailed(P);
    },
  };
}

const isPending = (document: { status: LhdnDocumentStatus }) => document.status === 'Submitted';
