/**
 * Shipping rates (domain-rules "Shipping"): a courier's region holds a weight table of inclusive gram ranges
 * `[fromGrams, toGrams] → price`; ranges of one region never overlap. Free shipping (subtotal at or above the
 * courier's threshold) zeroes the rate; the handling fee is still charged (docs/decisions.md).
 */
export type WeightBand = { fromGrams: number; toGrams: number; price: number };

export type WeightBandProblem = {
  index: number;
  field: 'fromGrams' | 'toGrams';
  key: 'validation.rangeOrder' | 'shipping.bandOverlap';
};

/** Each band's from ≤ to, and no two bands of one region share a gram (in any order of entry). */
export function checkWeightBands(bands: readonly WeightBand[]): WeightBandProblem[] {
  const problems: WeightBandProblem[] = [];
  bands.forEach((band, index) => {
    if (band.fromGrams > band.toGrams) {
      problems.push({ index, field: 'toGrams', key: 'validation.rangeOrder' });
      return;
    }
    const clash = bands.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.fromGrams <= other.toGrams &&
        band.fromGrams <= other.toGrams &&
        other.fromGrams <= band.toGrams,
    );
    if (clash) problems.push({ index, field: 'fromGrams', key: 'shipping.bandOverlap' });
  });
  return problems;
}

/** The band that holds the weight (edges included), or null when the table has a gap there. */
export function pickWeightBand(bands: readonly WeightBand[], weightGrams: number): WeightBand | null {
  return bands.find((band) => weightGrams >= band.fromGrams && weightGrams <= band.toGrams) ?? null;
}

/** State names match whatever their case or spacing. */
export const stateKey = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();

export type CourierCharge = { rate: number; handlingFee: number; freeShipping: boolean; total: number };

/** What the buyer pays a courier: the band price (0 when shipping is free) plus the handling fee. */
export function courierCharge(input: {
  bandPrice: number;
  handlingFee: number;
  /** Subtotal in sen from which shipping is free; null: never free. */
  freeShippingMin: number | null;
  subtotal: number;
}): CourierCharge {
  const freeShipping = input.freeShippingMin !== null && input.subtotal >= input.freeShippingMin;
  const rate = freeShipping ? 0 : input.bandPrice;
  return { rate, handlingFee: input.handlingFee, freeShipping, total: rate + input.handlingFee };
}
