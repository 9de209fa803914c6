import type { CalculationInput, CommissionInputs } from '@niaga/shared';

/**
 * A monthly entry's rank test for "check calculation": the PS, TPGS and side group sales that decided the
 * beneficiary's rank, as units (`…Units`, a count) or money, as the company's MOQ setting counted them. The
 * entry's amount itself is always computed on money (its formula). Entries closed before this was kept show none.
 */
export function rankedOnInputs(inputs: CommissionInputs): CalculationInput[] {
  const rankedOn = inputs.kind === 'percent' || inputs.kind === 'performance' ? inputs.rankedOn : undefined;
  if (!rankedOn) return [];
  const units = rankedOn.basis === 'unit';
  const suffix = units ? 'Units' : '';
  const format = units ? 'count' : 'money';
  return [
    { key: `rankedOnPs${suffix}`, value: rankedOn.ps, format },
    { key: `rankedOnTpgs${suffix}`, value: rankedOn.tpgs, format },
    { key: `rankedOnSideGroupSales${suffix}`, value: rankedOn.sideGroupSales, format },
  ];
}
