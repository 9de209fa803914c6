/** Money is an integer count of minor units (sen). These helpers only format it. */
export type Currency = 'MYR' | 'IDR';

const CURRENCY_FORMAT: Record<Currency, { label: string; decimals: number; group: string; point: string }> = {
  MYR: { label: 'RM', decimals: 2, group: ',', point: '.' },
  IDR: { label: 'Rp', decimals: 0, group: '.', point: ',' },
};

/** formatMoney(123450, 'MYR') → "RM 1,234.50"; formatMoney(123450, 'IDR') → "Rp 1.235" (rounded half-up). */
export function formatMoney(minorUnits: number, currency: Currency = 'MYR'): string {
  if (!Number.isInteger(minorUnits)) throw new TypeError('money must be an integer of minor units');
  const format = CURRENCY_FORMAT[currency];
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  // Both currencies keep 2 minor digits; IDR is shown without them.
  const whole = format.decimals === 0 ? Math.floor((absolute + 50) / 100) : Math.floor(absolute / 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
  const fraction = format.decimals === 0 ? '' : format.point + String(absolute % 100).padStart(2, '0');
  return `${sign}${format.label} ${grouped}${fraction}`;
}
