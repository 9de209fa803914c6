/** Spec §9 stock indicator thresholds: available ÷ the highest on-hand of the last 30 days. */
export const STOCK_INDICATOR = { green: 0.8, amber: 0.5 } as const;
export type StockIndicator = 'green' | 'amber' | 'red';

export function stockIndicator(available: number, peakOnHand: number): StockIndicator {
  if (available <= 0 || peakOnHand <= 0) return 'red';
  const ratio = available / peakOnHand;
  if (ratio >= STOCK_INDICATOR.green) return 'green';
  if (ratio >= STOCK_INDICATOR.amber) return 'amber';
  return 'red';
}

export type ShopStockState = 'available' | 'preorder' | 'sold_out';

export type StockFigures = { onHand: number; reserved: number };
export type PreorderTerms = { preorder: boolean; preorderLimit: number | null };

/**
 * What a buyer may still order from a seller's stock: the available units, then (for a preorder product)
 * up to `preorderLimit` units beyond it. Units reserved beyond the on-hand are preorders already taken.
 */
export function orderableUnits(stock: StockFigures, terms: PreorderTerms): number {
  const available = Math.max(0, stock.onHand - stock.reserved);
  if (!terms.preorder) return available;
  const preordered = Math.max(0, stock.reserved - stock.onHand);
  return available + Math.max(0, (terms.preorderLimit ?? 0) - preordered);
}

export function shopStockState(stock: StockFigures, terms: PreorderTerms): ShopStockState {
  if (stock.onHand - stock.reserved > 0) return 'available';
  return orderableUnits(stock, terms) > 0 ? 'preorder' : 'sold_out';
}
