import { translate } from '@niaga/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { RetryPolicy } from '../../platform/queue.js';
import { type OutgoingDocument, validationLink } from './adapter.js';
import { companyEInvoiceAdapter, companySigningCertificate } from './adapters.js';
import { toUblJson } from './document.js';
import { eInvoices } from './e-invoice.tables.js';
import { monthDocuments, periodOf } from './month-documents.js';
import { sha256Hex } from './myinvois.js';
import { signDocument } from './signature.js';
import { validateDocument } from './validate.js';

export const EINVOICE_SUBMIT_JOB = 'e-invoice-submit';
export const EINVOICE_POLL_JOB = 'e-invoice-poll';
/** LHDN validates within seconds to minutes: the poll is tried again 5 s, 10 s, 20 s … apart (about 40 minutes). */
export const JOB_RETRY: RetryPolicy = { retryLimit: 9, retryDelaySeconds: 5, retryBackoff: true };
/** LHDN takes at most 100 documents per submission. */
const BATCH = 100;

type Deps = Pick<AppDeps, 'db' | 'config' | 'secrets' | 'queue'>;

const byNumber = (companyId: string, numbers: string[]) =>
  and(eq(eInvoices.companyId, companyId), inArray(eInvoices.number, numbers.length ? numbers : ['']));

/**
 * The submission job: the queued documents built again (with the issue time they were queued with), checked once
 * more (an invalid document is never sent), hashed and handed to the company's adapter 100 at a time. Accepted
 * ones wait for the polling job; refused ones are invalid with LHDN's reasons.
 */
export async function submitQueued(deps: Deps, data: Record<string, unknown>) {
  const companyId = String(data.companyId);
  const month = { year: Number(data.year), month: Number(data.month) };
  const numbers = (data.numbers as string[]) ?? [];
  const adapter = await companyEInvoiceAdapter(deps, companyId);
  if (!adapter) {
    // The connection was removed after the documents were queued: they go back to HQ to send again.
    await deps.db
      .update(eInvoices)
      .set({ status: 'invalid', reasons: [translate('en', 'eInvoice.noAdapter')], updatedAt: new Date() })
      .where(and(byNumber(companyId, numbers), eq(eInvoices.status, 'submitted')));
    return;
  }
  const waiting = await deps.db
    .select({ number: eInvoices.number })
    .from(eInvoices)
    .where(and(byNumber(companyId, numbers), eq(eInvoices.status, 'submitted')));
  const wanted = new Set(waiting.map((row) => row.number));
  const documents = (await monthDocuments(deps.db, companyId, month, new Date())).filter((d) => wanted.has(d.number));
  const certificate = await companySigningCertificate(deps, companyId, adapter);
  const signedAt = new Date();
  const outgoing: OutgoingDocument[] = [];
  for (const document of documents) {
    const problems = validateDocument(document.model);
    // LHDN refuses an unsigned version 1.1 document: without a certificate nothing is sent.
    if (!certificate)
      problems.push({
        field: 'Signature',
        key: 'eInvoice.problem.certificateMissing',
        params: { document: document.number },
      });
    if (problems.length) {
      const reasons = problems.map((problem) => translate('en', problem.key, problem.params));
      await setRow(deps, companyId, document.number, { status: 'invalid', reasons });
    } else if (certificate) {
      const signed = signDocument(toUblJson(document.model), certificate, signedAt);
      outgoing.push({ number: document.number, json: JSON.stringify(signed) });
    }
  }
  let accepted = 0;
  for (let start = 0; start < outgoing.length; start += BATCH) {
    const batch = outgoing.slice(start, start + BATCH);
    const answer = await adapter.submit(batch);
    for (const document of answer.accepted) {
      const json = batch.find((d) => d.number === document.number)?.json ?? '';
      await setRow(deps, companyId, document.number, {
        submissionUid: answer.submissionUid,
        uuid: document.uuid,
        documentHash: sha256Hex(json),
      });
      accepted++;
    }
    for (const document of answer.rejected)
      await setRow(deps, companyId, document.number, { status: 'invalid', reasons: document.reasons });
  }
  if (accepted) {
    await deps.db.transaction((tx) =>
      deps.queue.send(tx, EINVOICE_POLL_JOB, { companyId, period: periodOf(month) }, JOB_RETRY),
    );
    deps.queue.wake(EINVOICE_POLL_JOB);
  }
}

class StillValidating extends Error {}

/**
 * The polling job: asks LHDN about each submission of the period still waiting and writes each document's answer
 * (valid with its validation link, invalid with LHDN's reasons, cancelled). Throws while LHDN is still validating,
 * so the queue tries again later.
 */
export async function pollSubmitted(deps: Deps, data: Record<string, unknown>) {
  const companyId = String(data.companyId);
  const adapter = await companyEInvoiceAdapter(deps, companyId);
  if (!adapter) return;
  const rows = await deps.db
    .select()
    .from(eInvoices)
    .where(
      and(
        eq(eInvoices.companyId, companyId),
        eq(eInvoices.period, String(data.period)),
        eq(eInvoices.status, 'submitted'),
        eq(eInvoices.adapter, adapter.name),
        isNotNull(eInvoices.submissionUid),
      ),
    );
  let pending = false;
  for (const submissionUid of new Set(rows.map((row) => row.submissionUid!))) {
    const state = await adapter.submission(submissionUid);
    for (const document of state.documents) {
      const row = rows.find((r) => r.uuid === document.uuid);
      if (!row) continue;
      const now = new Date();
      if (document.status === 'Valid')
        await setRow(deps, companyId, row.number, {
          status: 'valid',
          longId: document.longId,
          validationLink: document.longId ? validationLink(adapter.portal, document.uuid, document.longId) : null,
          validatedAt: now,
        });
      else if (document.status === 'Invalid')
        await setRow(deps, companyId, row.number, { status: 'invalid', reasons: await adapter.reasons(document.uuid) });
      else if (document.status === 'Cancelled')
        await setRow(deps, companyId, row.number, { status: 'cancelled', cancelledAt: now });
      else pending = true;
    }
    if (state.inProgress) pending = true;
  }
  if (pending) throw new StillValidating('LHDN is still validating');
}

async function setRow(deps: Deps, companyId: string, number: string, values: Partial<typeof eInvoices.$inferInsert>) {
  await deps.db
    .update(eInvoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.number, number)));
}

/** Starts this process's workers of the two jobs (instances with RUN_JOBS=false do not). */
export async function workEInvoiceJobs(deps: Deps) {
  await deps.queue.work(EINVOICE_SUBMIT_JOB, (data) => submitQueued(deps, data));
  await deps.queue.work(EINVOICE_POLL_JOB, (data) => pollSubmitted(deps, data));
}
