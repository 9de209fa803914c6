import type { RankedOn } from './commission-rank-basis.js';
import type { Currency } from './money.js';

/**
 * domain-rules "Commissions": five per counted order, and the store profit of a dropshipped ejen-store order
 * (domain-rules "Stores and customers"); three at the month close.
 */
export const ORDER_COMMISSION_TYPES = [
  'sales_profit',
  'overriding',
  'introducer',
  'helper',
  'affiliate',
  'store_profit',
] as const;
export const MONTHLY_COMMISSION_TYPES = ['personal_level', 'performance', 'leadership'] as const;
export type MonthlyCommissionType = (typeof MONTHLY_COMMISSION_TYPES)[number];
export const COMMISSION_TYPES = [...ORDER_COMMISSION_TYPES, ...MONTHLY_COMMISSION_TYPES] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

/**
 * pending (the month is open) → payable (closed) → paid (in a paid payout); reversed: cancelled by a refund before
 * any payout claimed it. The ledger stores only `pending`, `paid` and `reversed`: "payable" is a stored `pending`
 * whose month is closed or that a payout has claimed (`entryStatus`), so closing a month never rewrites its entries.
 */
export const COMMISSION_ENTRY_STATUSES = ['pending', 'payable', 'paid', 'reversed'] as const;
export type CommissionEntryStatus = (typeof COMMISSION_ENTRY_STATUSES)[number];

export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * The old `type` values of `GET /api/commission/details?type=` (spec §7), still accepted: queries and answers
 * spell a type as the ledger does (`sales_profit`), one spelling each.
 */
export const COMMISSION_TYPE_ALIASES = {
  override: 'overriding',
  'sale-profit': 'sales_profit',
  'store-profit': 'store_profit',
  'personal-level': 'personal_level',
} as const satisfies Record<string, CommissionType>;

/** A type as a query may spell it (the ledger's name or an old alias) → the ledger's name; null when neither. */
export function commissionTypeOf(value: string | null | undefined): CommissionType | null {
  if (!value) return null;
  if ((COMMISSION_TYPES as readonly string[]).includes(value)) return value as CommissionType;
  return COMMISSION_TYPE_ALIASES[value as keyof typeof COMMISSION_TYPE_ALIASES] ?? null;
}

/**
 * The inputs of an entry's formula, kept with the entry (sen, basis points: 1% = 100). Each kind has one
 * formula (`commissionFormula`), so "check calculation" shows exactly how the amount was reached.
 */
export type CommissionInputs =
  /** Sales profit: (price paid below − own level price) × quantity. */
  | { kind: 'differential'; productName: string; priceBelow: number; ownPrice: number; quantity: number }
  /** Store profit: (store price paid − the store's agent's level price) × quantity (written only when above 0). */
  | { kind: 'storeProfit'; productName: string; storePrice: number; levelPrice: number; quantity: number }
  /** Overriding, introducer bonus, affiliate: amount per unit × quantity, plus a once-only amount (recruitComm). */
  | { kind: 'perUnit'; productName: string; perUnit: number; quantity: number; once?: number }
  /**
   * Helper, personal-level commission, leadership: base × percentage. `rankName`: the rank that gave the
   * percentage (personal level) or qualified the earner (leadership, whose % is its level's); `legRankName`: the
   * leadership rank of the leg top. Absent on entries written before issue 24.
   */
  | {
      kind: 'percent';
      base: number;
      basisPoints: number;
      baseLabel: 'sv' | 'ps' | 'legTpgs';
      rankName?: string;
      legRankName?: string;
      /** A personal-level entry: the figures that decided the beneficiary's rank (older entries have none). */
      rankedOn?: RankedOn;
    }
  /**
   * Performance bonus: own % × TPGS − Σ per direct leg what the leg was already paid as performance bonus (at most
   * own % × leg TPGS), at least 0 (`closeMonth`). `basisPoints` and `rankName` of a leg are its top's rank; `paid`
   * what the leg was paid as performance bonus (its whole subtree), `cap` own % × leg TPGS, `deduction` the smaller.
   * `rankName`, `paid` and `cap` are absent on entries written before issue 24.
   */
  | {
      kind: 'performance';
      basisPoints: number;
      tpgs: number;
      rankName?: string;
      legs: PerformanceLeg[];
      /** The figures that decided the beneficiary's rank (older entries have none). */
      rankedOn?: RankedOn;
    }
  /** A refund's reversal of another entry. */
  | { kind: 'reversal'; reversesId: string; originalAmount: number }
  /**
   * A late refund's clawback (`commission-clawback.ts`): the monthly entry `entryKey` of the closed `month`,
   * recomputed without the refunded order. `was`: what the month had paid on it (with earlier clawbacks); `now`: what
   * it pays without the order; the entry's amount is `now − was`.
   */
  | {
      kind: 'clawback';
      month: string;
      entryKey: string;
      orderId: string;
      orderRef: string;
      was: number;
      now: number;
    };

export type PerformanceLeg = {
  agentId: string;
  agentName: string;
  basisPoints: number;
  rankName?: string | null;
  tpgs: number;
  paid?: number;
  cap?: number;
  deduction: number;
};

/** 7000 → "70.00" (IDR: "70"); the sign kept. No currency label: formulas read as arithmetic. */
export function formulaMoney(minorUnits: number, currency: Currency = 'MYR'): string {
  const sign = minorUnits < 0 ? '−' : '';
  const absolute = Math.abs(minorUnits);
  if (currency === 'IDR')
    return `${sign}${String(Math.floor((absolute + 50) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(absolute % 100).padStart(2, '0')}`;
}

/** 250 → "2.5%". */
export const formulaPercent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** The formula of an entry with its inputs, e.g. "(70.00 − 60.00) × 10 = 100.00". */
export function commissionFormula(inputs: CommissionInputs, amount: number, currency: Currency = 'MYR'): string {
  const m = (value: number) => formulaMoney(value, currency);
  const result = ` = ${m(amount)}`;
  switch (inputs.kind) {
    case 'differential':
      return `(${m(inputs.priceBelow)} − ${m(inputs.ownPrice)}) × ${inputs.quantity}${result}`;
    case 'storeProfit':
      return `(${m(inputs.storePrice)} − ${m(inputs.levelPrice)}) × ${inputs.quantity}${result}`;
    case 'perUnit': {
      // Only the parts that apply: a recruit commission alone reads "15.00 = 15.00", not "0.00 × 0 + 15.00".
      const parts = [
        ...(inputs.perUnit !== 0 && inputs.quantity !== 0 ? [`${m(inputs.perUnit)} × ${inputs.quantity}`] : []),
        ...(inputs.once ? [m(inputs.once)] : []),
      ];
      return `${parts.length > 0 ? parts.join(' + ') : `${m(inputs.perUnit)} × ${inputs.quantity}`}${result}`;
    }
    case 'percent':
      return `${m(inputs.base)} × ${formulaPercent(inputs.basisPoints)}${result}`;
    case 'performance': {
      const legs = inputs.legs
        .filter((leg) => leg.deduction !== 0)
        .map((leg) => ` − ${m(leg.deduction)}`)
        .join('');
      return `${formulaPercent(inputs.basisPoints)} × ${m(inputs.tpgs)}${legs}${result}`;
    }
    case 'reversal':
      return `−(${m(inputs.originalAmount)})${result}`;
    case 'clawback':
      return `${m(inputs.now)} − ${m(inputs.was)}${result}`;
  }
}

/** What a commission rank asks of an agent's month (sen), in HQ's order: lowest first (spec §3 "Commission rank"). */
export type RankThresholds = {
  id: string;
  personalSales: number;
  totalPersonalGroupSales: number;
  sideGroupSales: number;
};
export type RankFigures = { ps: number; tpgs: number; sideGroupSales: number };

const meets = (figures: RankFigures, rank: RankThresholds) =>
  figures.ps >= rank.personalSales &&
  figures.tpgs >= rank.totalPersonalGroupSales &&
  figures.sideGroupSales >= rank.sideGroupSales;

/**
 * domain-rules "Rank": the highest rank whose three thresholds the month's figures meet. Ranks come in HQ's
 * order (lowest first), so the highest met is the last met; null when none is met.
 */
export function achievedRank<R extends RankThresholds>(figures: RankFigures, ranksLowestFirst: readonly R[]): R | null {
  let achieved: R | null = null;
  for (const rank of ranksLowestFirst) if (meets(figures, rank)) achieved = rank;
  return achieved;
}

/** The first rank above the achieved one, for "progress to the next rank"; null at the top. */
export function nextRankAfter<R extends RankThresholds>(achieved: R | null, ranksLowestFirst: readonly R[]): R | null {
  const index = achieved ? ranksLowestFirst.findIndex((rank) => rank.id === achieved.id) : -1;
  return ranksLowestFirst[index + 1] ?? null;
}

/** The status an entry shows: a stored `pending` is payable once its month is closed or a payout claimed it. */
export function entryStatus(
  entry: { status: CommissionEntryStatus; period: string; payoutId: string | null },
  lastClosedMonth: string | null,
): CommissionEntryStatus {
  if (entry.status !== 'pending') return entry.status;
  return entry.payoutId !== null || (lastClosedMonth !== null && entry.period <= lastClosedMonth)
    ? 'payable'
    : 'pending';
}
