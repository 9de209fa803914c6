import type { RankFigures } from './commission.js';

/**
 * What rank thresholds are counted in: the company's MOQ setting (domain-rules "Sales figures": "the company's MOQ
 * setting says which one targets use"). `unit`: thresholds are units; `amount`: sen. Only the rank decision follows
 * it; the monthly commissions are money and always computed on amounts.
 */
export type RankBasis = 'unit' | 'amount';

/** An agent's month in both measures: own sales, the sales below it, and each direct leg's TPGS. */
export type MonthFiguresBoth = {
  ps: number;
  psUnits: number;
  tpgs: number;
  tpgsUnits: number;
  sideGroupSales: number;
  sideGroupSalesUnits: number;
};

/** The figures a rank is decided on, in the company's basis. */
export function rankFiguresOf(figures: MonthFiguresBoth, basis: RankBasis): RankFigures {
  return basis === 'unit'
    ? { ps: figures.psUnits, tpgs: figures.tpgsUnits, sideGroupSales: figures.sideGroupSalesUnits }
    : { ps: figures.ps, tpgs: figures.tpgs, sideGroupSales: figures.sideGroupSales };
}

/** The figures that decided a month's rank, kept in the inputs of the monthly entries for "check calculation". */
export type RankedOn = RankFigures & { basis: RankBasis };
