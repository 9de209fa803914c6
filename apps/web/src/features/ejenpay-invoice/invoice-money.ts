import { formatMoney } from '@niaga/shared';

/** Sen of the invoice's own currency: the company's formats for RM and Rp, the ISO code and 2 decimals otherwise. */
export function invoiceMoney(sen: number, currency: string): string {
  if (currency === 'MYR' || currency === 'IDR') return formatMoney(sen, currency);
  return `${currency} ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
