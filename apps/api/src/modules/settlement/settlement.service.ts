import type {
  CompanyMoneyBalance,
  GatewayFeeSchedule,
  recordSettlementInput,
  SettlementPaymentRow,
  SettlementRecorded,
  SettlementReport,
  SettlementStatus,
  settlementFilters,
  settlementReportQuery,
} from '@niaga/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import type { RequestContext } from '../../platform/context.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, badRequest, conflictOnUnique, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { iso, isoOrNull, withinPeriod } from '../reports/master-filters.js';
import { DEFAULT_FEES, feeScheduleOf } from './fees.js';
import { settlementPayments, settlements } from './settlement.tables.js';

type Filters = z.output<typeof settlementFilters>;

/** Each provider's fee schedule: the one saved on the company's gateway integration, else the default. */
async function feeSchedules(executor: Executor, companyId: string) {
  const saved = await queryRows<{ provider: string; fee: GatewayFeeSchedule | null }>(
    executor,
    sql`select provider, settings->'fee' as fee from company_integrations
      where company_id = ${companyId} and kind = 'payment_gateway'`,
  );
  const providers = new Set([...Object.keys(DEFAULT_FEES), ...saved.map((row) => row.provider)]);
  return [...providers].map((provider) => ({
    provider,
    ...feeScheduleOf(provider, saved.find((row) => row.provider === provider)?.fee),
  }));
}

/**
 * Every gateway payment the company collected (orders and top-ups; not what it paid the platform: subscription
 * and invoice payments) with its fee (the one frozen when settled, else its provider's schedule),
 * its net, its settlement status (docs/decisions.md "Settlement statuses") and its day: when the gateway
 * collected it (when it was created if it never was), in the company's time zone.
 */
async function paymentsCte(executor: Executor, ctx: RequestContext) {
  const schedules = await feeSchedules(executor, ctx.companyId);
  const values = sql.join(
    schedules.map((s) => sql`(${s.provider}::text, ${s.percentBp}::bigint, ${s.fixed}::bigint)`),
    sql`, `,
  );
  const zone = ctx.user.company.timeZone;
  return sql`pay as (
    select p.id, p.created_at, p.completed_at, p.provider, p.pay_type, p.purpose, p.order_id, o.reference_no,
      coalesce(u.name, '') as payer, p.provider_ref, p.amount::bigint as amount,
      coalesce(sp.fee, least(p.amount, floor((p.amount * coalesce(f.percent_bp, 0) + 5000) / 10000)
        + coalesce(f.fixed, 0)))::bigint as fee,
      case when sp.payment_id is not null then 'settled' when p.status = 'pending' then 'awaiting'
        when p.status = 'failed' then 'failed'
        when o.payment_status = 'refunded' or o.status = 'refund' then 'refunded' else 'pending' end as status,
      sp.settlement_id, s.bank_reference, s.settled_on::text as settled_on,
      (coalesce(p.completed_at, p.created_at) at time zone ${zone})::date::text as day,
      coalesce(p.completed_at, p.created_at) as at
    from payments p
    left join (values ${values}) as f(provider, percent_bp, fixed) on f.provider = p.provider
    left join orders o on o.company_id = p.company_id and o.id = p.order_id
    left join users u on u.company_id = p.company_id and u.id = p.user_id
    left join settlement_payments sp on sp.company_id = p.company_id and sp.payment_id = p.id
    left join settlements s on s.company_id = sp.company_id and s.id = sp.settlement_id
    where p.company_id = ${ctx.companyId} and p.purpose in ('order', 'topup'))`;
}

const figures = sql`coalesce(sum(amount) filter (where status in ('pending', 'settled', 'refunded')), 0) as collected,
  coalesce(sum(fee) filter (where status in ('pending', 'settled', 'refunded')), 0) as fees,
  coalesce(sum(amount - fee) filter (where status = 'settled'), 0) as settled,
  coalesce(sum(amount - fee) filter (where status = 'pending'), 0) as pending`;

type FigureRow = { collected: string; fees: string; settled: string; pending: string };
const toFigures = (row: FigureRow | undefined) => {
  const collected = Number(row?.collected ?? 0);
  const fees = Number(row?.fees ?? 0);
  return {
    collected,
    fees,
    net: collected - fees,
    settled: Number(row?.settled ?? 0),
    pending: Number(row?.pending ?? 0),
  };
};

function filterWhere(ctx: RequestContext, filters: Filters): SQL {
  return sql`${withinPeriod(sql`at`, filters, ctx.user.company.timeZone)}
    ${filters.status ? sql`and status = ${filters.status}` : sql``}
    ${filters.provider ? sql`and provider = ${filters.provider}` : sql``}`;
}

type PaymentDbRow = {
  id: string;
  created_at: Date;
  completed_at: Date | null;
  provider: string;
  pay_type: string;
  purpose: 'order' | 'topup';
  order_id: string | null;
  reference_no: string | null;
  payer: string;
  provider_ref: string | null;
  amount: string;
  fee: string;
  status: SettlementStatus;
  settlement_id: string | null;
  bank_reference: string | null;
  settled_on: string | null;
  total?: number;
};

const toPaymentRow = (row: PaymentDbRow): SettlementPaymentRow => ({
  id: row.id,
  createdAt: iso(row.created_at),
  paidAt: isoOrNull(row.completed_at),
  provider: row.provider,
  payType: row.pay_type,
  purpose: row.purpose,
  orderId: row.order_id,
  orderReferenceNo: row.reference_no,
  payer: row.payer,
  providerRef: row.provider_ref,
  amount: Number(row.amount),
  fee: Number(row.fee),
  net: Number(row.amount) - Number(row.fee),
  status: row.status,
  settlementId: row.settlement_id,
  bankReference: row.bank_reference,
  settledOn: row.settled_on,
});

/** GET /api/settlement/report-data: the period's figures, per day, and the payments (newest first), paged. */
export async function settlementReport(
  deps: AppDeps,
  ctx: RequestContext,
  query: z.output<typeof settlementReportQuery>,
): Promise<SettlementReport> {
  const pay = await paymentsCte(deps.db, ctx);
  const where = filterWhere(ctx, query);
  const [summary, days, providers, list] = await Promise.all([
    queryRows<FigureRow & { payments: number }>(
      deps.db,
      sql`with ${pay} select count(*)::int as payments, ${figures} from pay where ${where}`,
    ),
    queryRows<FigureRow & { day: string; payments: number }>(
      deps.db,
      sql`with ${pay} select day, count(*)::int as payments, ${figures} from pay where ${where}
        group by day order by day desc`,
    ),
    queryRows<{ provider: string }>(
      deps.db,
      sql`select distinct provider from payments where company_id = ${ctx.companyId} order by provider`,
    ),
    queryRows<PaymentDbRow>(
      deps.db,
      sql`with ${pay} select *, (count(*) over ())::int as total from pay where ${where}
        order by at desc, id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
  ]);
  return {
    summary: { ...toFigures(summary[0]), payments: summary[0]?.payments ?? 0 },
    days: days.map((row) => ({ day: row.day, payments: row.payments, ...toFigures(row) })),
    providers: providers.map((row) => row.provider),
    list: { items: list.map(toPaymentRow), total: list[0]?.total ?? 0, page: query.page, limit: query.limit },
    currency: ctx.user.company.currency,
  };
}

/** Every payment of the filters, 1,000 at a time by keyset (the download). */
export async function* eachSettlementPayment(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  const pay = await paymentsCte(deps.db, ctx);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows: Array<PaymentDbRow & { at: Date }> = await queryRows(
      deps.db,
      sql`with ${pay} select * from pay where ${filterWhere(ctx, filters)}
        ${after ? sql`and (at, id) < (${after.at.toISOString()}::timestamptz, ${after.id})` : sql``}
        order by at desc, id desc limit 1000`,
    );
    if (rows.length === 0) return;
    yield* rows.map(toPaymentRow);
    const last = rows[rows.length - 1]!;
    after = { at: new Date(last.at), id: last.id };
  }
}

export async function countSettlementPayments(deps: AppDeps, ctx: RequestContext, filters: Filters) {
  const pay = await paymentsCte(deps.db, ctx);
  const [row] = await queryRows<{ total: number }>(
    deps.db,
    sql`with ${pay} select count(*)::int as total from pay where ${filterWhere(ctx, filters)}`,
  );
  return row?.total ?? 0;
}

/** GET /api/settlement/payment/:id: one payment, matched to its order and settlement. */
export async function settlementPayment(deps: AppDeps, ctx: RequestContext, id: string) {
  const pay = await paymentsCte(deps.db, ctx);
  const [row] = await queryRows<PaymentDbRow>(deps.db, sql`with ${pay} select * from pay where id = ${id}`);
  if (!row) throw notFound();
  return toPaymentRow(row);
}

/** GET /api/company-money/balance: all the company's gateway money to date. */
export async function companyMoneyBalance(deps: AppDeps, ctx: RequestContext): Promise<CompanyMoneyBalance> {
  const pay = await paymentsCte(deps.db, ctx);
  const [row] = await queryRows<FigureRow>(deps.db, sql`with ${pay} select ${figures} from pay`);
  return { ...toFigures(row), currency: ctx.user.company.currency };
}

/**
 * POST /api/settlement/record: HQ records what the bank credited, for the payments it covers, in one transaction.
 * The payments are locked first; a payment already settled (by a settlement committed meanwhile) refuses the
 * whole settlement, and the payment-keyed `settlement_payments` row makes sure only one settlement can win.
 */
export async function recordSettlement(
  deps: AppDeps,
  ctx: RequestContext,
  input: z.output<typeof recordSettlementInput>,
): Promise<SettlementRecorded> {
  const ids = [...new Set(input.paymentIds)];
  return deps.db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`select id from payments where company_id = ${ctx.companyId}
        and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) for update`,
    );
    if (locked.length !== ids.length)
      throw badRequest('settlement.paymentUnknown', { paymentIds: 'settlement.paymentUnknown' });
    const pay = await paymentsCte(tx, ctx);
    const rows = await queryRows<{ id: string; status: SettlementStatus; amount: string; fee: string }>(
      tx,
      sql`with ${pay} select id, status, amount, fee from pay where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    if (rows.some((row) => row.status === 'settled'))
      throw new AppError(409, 'settlement.alreadySettled', 'CONFLICT', { paymentIds: 'settlement.alreadySettled' });
    if (rows.some((row) => row.status !== 'pending'))
      throw badRequest('settlement.notSettleable', { paymentIds: 'settlement.notSettleable' });
    const id = newId();
    const expected = rows.reduce((sum, row) => sum + Number(row.amount) - Number(row.fee), 0);
    await tx.insert(settlements).values({
      companyId: ctx.companyId,
      id,
      settledOn: input.settledOn,
      bankReference: input.bankReference,
      amount: input.amount,
      expected,
      payments: rows.length,
      createdById: ctx.user.id,
    });
    await tx
      .insert(settlementPayments)
      .values(
        rows.map((row) => ({ companyId: ctx.companyId, paymentId: row.id, settlementId: id, fee: Number(row.fee) })),
      )
      .catch(conflictOnUnique('settlement.alreadySettled', 'paymentIds'));
    return {
      id,
      settledOn: input.settledOn,
      bankReference: input.bankReference,
      amount: input.amount,
      payments: rows.length,
      expected,
    };
  });
}
