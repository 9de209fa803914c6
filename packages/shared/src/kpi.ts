/** domain-rules "Sales figures": side group sales are the TPGS of all direct legs except the largest one. */
export function sideGroupSales(legTotals: readonly number[]): number {
  if (legTotals.length === 0) return 0;
  return legTotals.reduce((sum, value) => sum + value, 0) - Math.max(...legTotals);
}

export type KpiFigures = { ps: number; psUnits: number; gs: number; gsUnits: number; tpgs: number; tpgsUnits: number };
/** A level's monthly targets (spec §3 Level: psUnit/psAmount, gsUnit/gsAmount, tpgsUnit/tpgsAmount). */
export type LevelTargets = {
  psAmount: number;
  psUnit: number;
  gsAmount: number;
  gsUnit: number;
  tpgsAmount: number;
  tpgsUnit: number;
};
export type KpiBasis = 'unit' | 'amount';

/**
 * An agent's KPI over `months` months: each level target is monthly, so it is multiplied by the months; the
 * company's MOQ basis says whether targets are units or amounts. A target of 0 is "none set" and never met.
 */
export function kpiOf(figures: KpiFigures, targets: LevelTargets | null, months: number, basis: KpiBasis) {
  const one = (amount: number, units: number, amountTarget: number, unitTarget: number) => {
    const target = (basis === 'unit' ? unitTarget : amountTarget) * months;
    const value = basis === 'unit' ? units : amount;
    return { target, met: target > 0 && value >= target };
  };
  const t = targets ?? { psAmount: 0, psUnit: 0, gsAmount: 0, gsUnit: 0, tpgsAmount: 0, tpgsUnit: 0 };
  return {
    ps: one(figures.ps, figures.psUnits, t.psAmount, t.psUnit),
    gs: one(figures.gs, figures.gsUnits, t.gsAmount, t.gsUnit),
    tpgs: one(figures.tpgs, figures.tpgsUnits, t.tpgsAmount, t.tpgsUnit),
  };
}

/** Months YYYY-MM-01 from `from`'s month to `to`'s month (both ISO days), both included. */
export function monthsOfPeriod(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(`${current}-01`);
    if (current >= last) return months;
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
}
