import { randomBytes } from 'node:crypto';
import type { EInvoiceAdapter } from './adapter.js';
import { MYINVOIS_HOSTS } from './myinvois.js';

/** LHDN's ids are 26 Latin letters and digits. */
const lhdnId = () =>
  Array.from(randomBytes(26), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 36])
    .join('')
    .toUpperCase();

/**
 * The development stand-in for MyInvois (EINVOICE_SANDBOX=true, refused in production): every document it is
 * given is accepted and valid at once; what was "sent" is recorded in `e_invoices` with `adapter = 'sandbox'`, so
 * the screens and the jobs run end to end without LHDN.
 */
export function sandboxEInvoiceAdapter(): EInvoiceAdapter {
  const submitted = new Map<string, Array<{ uuid: string; number: string; longId: string }>>();
  return {
    name: 'sandbox',
    portal: MYINVOIS_HOSTS.sandbox.portal,
    async checkCredentials() {},
    async submit(documents) {
      const submissionUid = lhdnId();
      const accepted = documents.map((document) => ({ number: document.number, uuid: lhdnId(), longId: lhdnId() }));
      submitted.set(submissionUid, accepted);
      return { submissionUid, accepted, rejected: [] };
    },
    async submission(submissionUid) {
      const documents = submitted.get(submissionUid) ?? [];
      return { inProgress: false, documents: documents.map((d) => ({ ...d, status: 'Valid' as const })) };
    },
    async reasons() {
      return [];
    },
    async cancel() {},
  };
}
