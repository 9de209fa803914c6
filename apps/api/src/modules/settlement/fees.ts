import type { GatewayFeeSchedule } from '@niaga/shared';

/**
 * Documented defaults when the company's gateway integration has no `settings.fee` (docs/decisions.md
 * "Settlement fees"): Billplz charges a flat fee per paid bill, Stripe a percentage plus a fixed fee, the
 * development sandbox nothing. Another provider without a schedule: no fee (HQ sets it on the integration).
 */
export const DEFAULT_FEES: Record<string, GatewayFeeSchedule> = {
  billplz: { percentBp: 0, fixed: 150 },
  stripe: { percentBp: 300, fixed: 100 },
  sandbox: { percentBp: 0, fixed: 0 },
};
const NO_FEE: GatewayFeeSchedule = { percentBp: 0, fixed: 0 };

export const feeScheduleOf = (provider: string, saved?: GatewayFeeSchedule | null): GatewayFeeSchedule =>
  saved ?? DEFAULT_FEES[provider] ?? NO_FEE;

/** A payment's fee in sen: percent rounded half up to the sen, plus the fixed part, never more than the amount. */
export function gatewayFee(amount: number, schedule: GatewayFeeSchedule): number {
  const percent = Math.floor((amount * schedule.percentBp + 5_000) / 10_000);
  return Math.min(amount, percent + schedule.fixed);
}

type Status = 'awaiting' | 'failed' | 'pending' | 'settled' | 'refunded';

/** docs/decisions.md "Settlement statuses". */
export function settlementStatus(payment: {
  status: 'pending' | 'paid' | 'failed';
  settled: boolean;
  orderRefunded: boolean;
}): Status {
  if (payment.settled) return 'settled';
  if (payment.status === 'pending') return 'awaiting';
  if (payment.status === 'failed') return 'failed';
  return payment.orderRefunded ? 'refunded' : 'pending';
}

export type Figures = { collected: number; fees: number; net: number; settled: number; pending: number };

/** Sums payments into the report's money figures: only collected (paid) payments count. */
export function addUp(rows: Array<{ amount: number; fee: number; status: Status }>): Figures {
  const figures: Figures = { collected: 0, fees: 0, net: 0, settled: 0, pending: 0 };
  for (const row of rows) {
    if (row.status === 'awaiting' || row.status === 'failed') continue;
    const net = row.amount - row.fee;
    figures.collected += row.amount;
    figures.fees += row.fee;
    figures.net += net;
    if (row.status === 'settled') figures.settled += net;
    if (row.status === 'pending') figures.pending += net;
  }
  return figures;
}
