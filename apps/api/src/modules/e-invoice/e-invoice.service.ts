import {
  type EInvoiceCancelInput,
  type EInvoiceDocument,
  type EInvoiceMonth,
  type EInvoiceMonthQuery,
  type EInvoiceSubmitResult,
  type Language,
  translate,
} from '@niaga/shared';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { companies } from '../company/company.tables.js';
import { companyEInvoiceAdapter, companySigningCertificate } from './adapters.js';
import { totalsOf, toUblJson } from './document.js';
import { EINVOICE_POLL_JOB, EINVOICE_SUBMIT_JOB, JOB_RETRY } from './e-invoice.jobs.js';
import { eInvoices } from './e-invoice.tables.js';
import { consolidatedDueOn, type MonthDocument, monthDocuments, periodOf } from './month-documents.js';
import { type Problem, validateDocument } from './validate.js';

/** LHDN accepts a cancellation within 72 hours of the document's validation. */
export const CANCEL_HOURS = 72;

async function currentPeriod(deps: AppDeps, companyId: string, now: Date) {
  const [company] = await deps.db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: company?.timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}`;
}

/** Every problem of a document: validation, and a consolidated e-invoice before its month has ended. */
export function problemsOf(document: MonthDocument, monthOver: boolean, signable = true): Problem[] {
  if (document.kind === 'agent_sale') return [];
  const problems = validateDocument(document.model);
  if (!signable)
    problems.push({
      field: 'Signature',
      key: 'eInvoice.problem.certificateMissing',
      params: { document: document.number },
    });
  if (document.kind === 'consolidated' && !monthOver)
    problems.push({
      field: 'InvoicePeriod',
      key: 'eInvoice.problem.monthNotOver',
      params: { document: document.number },
    });
  return problems;
}

const say = (language: Language, problems: Problem[]) =>
  problems.map((problem) => ({ field: problem.field, message: translate(language, problem.key, problem.params) }));

function viewOf(document: MonthDocument, problems: Problem[], language: Language): EInvoiceDocument {
  const stored = document.stored;
  const totals = totalsOf(document.model);
  const until =
    stored?.status === 'valid' && stored.validatedAt
      ? new Date(stored.validatedAt.getTime() + CANCEL_HOURS * 3_600_000).toISOString()
      : null;
  return {
    number: document.number,
    kind: document.kind,
    typeCode: document.kind === 'agent_sale' ? null : document.model.typeCode,
    orderId: document.orderId,
    refersTo: document.model.billingReference?.number ?? null,
    buyerName: document.model.buyer.name ?? '',
    buyerTin: document.model.buyer.tin,
    issueDate: document.model.issuedAt.toISOString(),
    total: totals.payable,
    tax: document.model.tax,
    orderCount: document.orderCount,
    status: stored?.status ?? 'not_issued',
    problems: stored && stored.status !== 'invalid' ? [] : say(language, problems),
    reasons: stored?.reasons ?? [],
    uuid: stored?.uuid ?? null,
    validationLink: stored?.validationLink ?? null,
    submittedAt: stored?.submittedAt?.toISOString() ?? null,
    cancellableUntil: until,
  };
}

async function documentsWithProblems(deps: AppDeps, ctx: RequestContext, month: EInvoiceMonthQuery) {
  const documents = await monthDocuments(deps.db, ctx.companyId, month, ctx.now);
  const monthOver = periodOf(month) < (await currentPeriod(deps, ctx.companyId, ctx.now));
  // Only a company sending to LHDN needs its own certificate (no adapter: submitting is refused anyway).
  const adapter = await companyEInvoiceAdapter(deps, ctx.companyId);
  const signable =
    !adapter ||
    adapter.name === 'sandbox' ||
    !!(await companySigningCertificate(deps, ctx.companyId, adapter, ctx.now));
  return documents.map((document) => ({ document, problems: problemsOf(document, monthOver, signable) }));
}

/** GET /api/e-invoice/data: the month's documents, their status at LHDN and what is missing on each. */
export async function eInvoiceMonth(
  deps: AppDeps,
  ctx: RequestContext,
  month: EInvoiceMonthQuery,
): Promise<EInvoiceMonth> {
  const [documents, adapter] = await Promise.all([
    documentsWithProblems(deps, ctx, month),
    companyEInvoiceAdapter(deps, ctx.companyId),
  ]);
  return {
    month: month.month,
    year: month.year,
    consolidatedDueOn: consolidatedDueOn(month),
    adapter: adapter?.name ?? 'none',
    items: documents.map(({ document, problems }) => viewOf(document, problems, ctx.language)),
  };
}

/** Documents that may be (re)sent: never an agent's sale, never one LHDN holds (submitted, valid, cancelled). */
const sendable = (document: MonthDocument) =>
  document.kind !== 'agent_sale' && (!document.stored || document.stored.status === 'invalid');

/**
 * POST /api/e-invoice/submit: the named documents of the month (or all of them) that have no problem are marked
 * submitted and handed to the submission job in one transaction; those with problems are answered, never sent.
 */
export async function submitEInvoices(
  deps: AppDeps,
  ctx: RequestContext,
  input: EInvoiceMonthQuery & { numbers?: string[] | undefined },
): Promise<EInvoiceSubmitResult> {
  const adapter = await companyEInvoiceAdapter(deps, ctx.companyId);
  if (!adapter) throw new AppError(400, 'eInvoice.noAdapter', 'VALIDATION');
  const all = await documentsWithProblems(deps, ctx, input);
  const wanted = input.numbers ? new Set(input.numbers) : null;
  if (wanted) {
    const known = new Set(all.map(({ document }) => document.number));
    const missing = [...wanted].find((number) => !known.has(number));
    if (missing) throw new AppError(404, 'eInvoice.notFound', 'NOT_FOUND', undefined, undefined, { number: missing });
  }
  const chosen = all.filter(({ document }) => (!wanted || wanted.has(document.number)) && sendable(document));
  const heldBack = chosen.filter(({ problems }) => problems.length > 0);
  const ready = chosen.filter(({ problems }) => problems.length === 0).map(({ document }) => document);
  if (ready.length) {
    const period = periodOf(input);
    await deps.db.transaction(async (tx) => {
      for (const document of ready) {
        const values = {
          status: 'submitted' as const,
          adapter: adapter.name,
          submissionUid: null,
          uuid: null,
          longId: null,
          validationLink: null,
          reasons: [],
          submittedAt: ctx.now,
          validatedAt: null,
          updatedAt: ctx.now,
        };
        await tx
          .insert(eInvoices)
          .values({
            companyId: ctx.companyId,
            number: document.number,
            kind: document.kind,
            period,
            orderId: document.orderId,
            ...values,
          })
          .onConflictDoUpdate({ target: [eInvoices.companyId, eInvoices.number], set: values });
      }
      await deps.queue.send(
        tx,
        EINVOICE_SUBMIT_JOB,
        { companyId: ctx.companyId, year: input.year, month: input.month, numbers: ready.map((d) => d.number) },
        JOB_RETRY,
      );
    });
    deps.queue.wake(EINVOICE_SUBMIT_JOB);
  }
  return {
    queued: ready.map((document) => document.number),
    heldBack: heldBack.map(({ document, problems }) => ({
      number: document.number,
      problems: say(ctx.language, problems),
    })),
  };
}

/** POST /api/e-invoice/cancel: a valid document, within 72 hours of its validation, cancelled at LHDN. */
export async function cancelEInvoice(deps: AppDeps, ctx: RequestContext, input: EInvoiceCancelInput) {
  const [row] = await deps.db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, ctx.companyId), eq(eInvoices.number, input.number)));
  if (!row) throw new AppError(404, 'eInvoice.notFound', 'NOT_FOUND', undefined, undefined, { number: input.number });
  const expired = !row.validatedAt || ctx.now.getTime() - row.validatedAt.getTime() > CANCEL_HOURS * 3_600_000;
  if (row.status !== 'valid' || !row.uuid || expired) throw new AppError(400, 'eInvoice.notCancellable', 'VALIDATION');
  const adapter = await companyEInvoiceAdapter(deps, ctx.companyId);
  if (!adapter || adapter.name !== row.adapter) throw new AppError(400, 'eInvoice.noAdapter', 'VALIDATION');
  await adapter.cancel(row.uuid, input.reason);
  await deps.db
    .update(eInvoices)
    .set({ status: 'cancelled', cancelledAt: ctx.now, cancelReason: input.reason, updatedAt: ctx.now })
    .where(and(eq(eInvoices.companyId, ctx.companyId), eq(eInvoices.number, row.number)));
}

/** POST /api/e-invoice/refresh: the polling job asks LHDN again about the month's submitted documents. */
export async function refreshEInvoices(deps: AppDeps, ctx: RequestContext, month: EInvoiceMonthQuery) {
  await deps.db.transaction((tx) =>
    deps.queue.send(tx, EINVOICE_POLL_JOB, { companyId: ctx.companyId, period: periodOf(month) }, JOB_RETRY),
  );
  deps.queue.wake(EINVOICE_POLL_JOB);
}

/** The month's documents in MyInvois's JSON form (the export `format=json`), agent sales left out. */
export async function eInvoiceJson(deps: AppDeps, ctx: RequestContext, month: EInvoiceMonthQuery) {
  const documents = await monthDocuments(deps.db, ctx.companyId, month, ctx.now);
  return documents
    .filter((document) => document.kind !== 'agent_sale')
    .map((document) => ({
      number: document.number,
      status: document.stored?.status ?? 'not_issued',
      document: toUblJson(document.model),
    }));
}
