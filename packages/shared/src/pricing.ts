/**
 * Price resolution (domain-rules "Levels and prices"): the unit price of a line is the price of the quantity
 * band that holds the line's quantity, else the level price; the product's discount and the level's rank
 * discount then reduce the line, each rounded half-up to the sen, before anything else (vouchers, shipping).
 */
export type PriceBand = { minQty: number; maxQty: number; price: number };

export type LinePriceInput = {
  /** The level's price in sen; null when the product is not offered to that level. */
  levelPrice: number | null;
  bands?: readonly PriceBand[];
  quantity: number;
  /** Product discount and level rank discount, in basis points (1% = 100). */
  discountBasisPoints?: number;
  rankDiscountBasisPoints?: number;
};

export type LinePrice = {
  unitPrice: number;
  gross: number;
  discount: number;
  rankDiscount: number;
  /** What the line sells for (its SV): gross − discount − rank discount. */
  total: number;
  band: PriceBand | null;
};

/** Half-up rounding of a non-negative amount times basis points, in integers only (no float drift). */
export function percentOf(amount: number, basisPoints: number): number {
  if (!Number.isInteger(amount) || !Number.isInteger(basisPoints)) throw new TypeError('integers only');
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(amount) * basisPoints + 5_000) / 10_000);
}

export function bandFor(bands: readonly PriceBand[] | undefined, quantity: number): PriceBand | null {
  return bands?.find((band) => quantity >= band.minQty && quantity <= band.maxQty) ?? null;
}

/** The price of one order line, or null when the level may not buy the product. */
export function priceLine(input: LinePriceInput): LinePrice | null {
  if (input.levelPrice === null) return null;
  if (!Number.isInteger(input.quantity) || input.quantity <= 0)
    throw new RangeError('quantity must be a positive integer');
  const band = bandFor(input.bands, input.quantity);
  const unitPrice = band?.price ?? input.levelPrice;
  const gross = unitPrice * input.quantity;
  const discount = percentOf(gross, input.discountBasisPoints ?? 0);
  const rankDiscount = percentOf(gross - discount, input.rankDiscountBasisPoints ?? 0);
  return { unitPrice, gross, discount, rankDiscount, total: gross - discount - rankDiscount, band };
}

export type BandProblem = {
  index: number;
  key: 'validation.duplicateRange' | 'validation.rangeOrder' | 'validation.rangeMinEqualsPreviousMax';
};

/**
 * Spec §5 price ranges of one level: no duplicate range, ranges in ascending order without overlap, and a
 * range's min may not equal the previous range's max.
 */
export function checkBands(bands: readonly PriceBand[]): BandProblem[] {
  const problems: BandProblem[] = [];
  const seen = new Set<string>();
  bands.forEach((band, index) => {
    const key = `${band.minQty}-${band.maxQty}`;
    const previous = bands[index - 1];
    if (seen.has(key)) problems.push({ index, key: 'validation.duplicateRange' });
    else if (band.minQty > band.maxQty) problems.push({ index, key: 'validation.rangeOrder' });
    else if (previous && band.minQty === previous.maxQty)
      problems.push({ index, key: 'validation.rangeMinEqualsPreviousMax' });
    else if (previous && band.minQty < previous.maxQty) problems.push({ index, key: 'validation.rangeOrder' });
    seen.add(key);
  });
  return problems;
}
