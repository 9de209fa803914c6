// Bundle rules shared by the API and the web app, apart from the schemas so that a page using them does not
// load zod.

/** Package, combo and voucher lists are split by their dates (spec §4). */
export const VALIDITY_TABS = ['ongoing', 'upcoming', 'expired'] as const;
export type ValidityTab = (typeof VALIDITY_TABS)[number];

export function validityOf(validFrom: string, validTo: string | null, today: string): ValidityTab {
  if (validFrom > today) return 'upcoming';
  if (validTo !== null && validTo < today) return 'expired';
  return 'ongoing';
}

export type ComboPick = { productId: string; variantId?: string | null; quantity: number };
export type ComboProblem = {
  index: number | null;
  key:
    | 'combo.totalMismatch'
    | 'combo.notInCombo'
    | 'combo.productTwice'
    | 'combo.variantTwice'
    | 'combo.belowMinimum'
    | 'combo.notEnoughStock';
};

/**
 * Spec §5 combo rules for a buyer's picks: the total equals the required units, every product belongs to
 * the combo and is chosen once, the same variant set is not chosen twice, each product meets its minimum,
 * and (when stock is given) there is enough of each pick.
 */
export function checkComboPicks(
  combo: { requiredQuantity: number; products: ReadonlyArray<{ productId: string; minQuantity: number }> },
  picks: readonly ComboPick[],
  available?: (pick: ComboPick) => number,
): ComboProblem[] {
  const problems: ComboProblem[] = [];
  const products = new Set<string>();
  const variants = new Set<string>();
  picks.forEach((pick, index) => {
    const rule = combo.products.find((product) => product.productId === pick.productId);
    const variantKey = `${pick.productId}/${pick.variantId ?? ''}`;
    if (!rule) problems.push({ index, key: 'combo.notInCombo' });
    else if (variants.has(variantKey)) problems.push({ index, key: 'combo.variantTwice' });
    else if (products.has(pick.productId) && !pick.variantId) problems.push({ index, key: 'combo.productTwice' });
    else if (pick.quantity < rule.minQuantity) problems.push({ index, key: 'combo.belowMinimum' });
    else if (available && available(pick) < pick.quantity) problems.push({ index, key: 'combo.notEnoughStock' });
    products.add(pick.productId);
    variants.add(variantKey);
  });
  const total = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  if (total !== combo.requiredQuantity) problems.push({ index: null, key: 'combo.totalMismatch' });
  return problems;
}
