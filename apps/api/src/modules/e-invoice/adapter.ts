/** A document handed to an adapter: its number and its UBL JSON text (hashed and sent as it is). */
export type OutgoingDocument = { number: string; json: string };

export type SubmissionAnswer = {
  submissionUid: string;
  accepted: Array<{ number: string; uuid: string }>;
  rejected: Array<{ number: string; reasons: string[] }>;
};

export type LhdnDocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';

export type SubmissionState = {
  /** LHDN is still validating some of the submission's documents. */
  inProgress: boolean;
  documents: Array<{ uuid: string; longId: string | null; number: string; status: LhdnDocumentStatus }>;
};

/**
 * Where e-invoices go (issue 21): LHDN's MyInvois API (`myinvois.ts`) or the sandbox that records them here
 * (`sandbox-adapter.ts`, off unless EINVOICE_SANDBOX is on, never in production).
 */
export type EInvoiceAdapter = {
  name: 'myinvois' | 'sandbox';
  /** The portal host of the validation links (`myinvois.hasil.gov.my`, `preprod.myinvois.hasil.gov.my`). */
  portal: string;
  checkCredentials(): Promise<void>;
  submit(documents: OutgoingDocument[]): Promise<SubmissionAnswer>;
  submission(submissionUid: string): Promise<SubmissionState>;
  /** LHDN's reasons for an invalid document (its validation steps' errors). */
  reasons(uuid: string): Promise<string[]>;
  cancel(uuid: string, reason: string): Promise<void>;
};

/** LHDN's public validation link of a document (printed, and as a QR code, on the invoice). */
export const validationLink = (portal: string, uuid: string, longId: string) =>
  `https://${portal}/${uuid}/share/${longId}`;
