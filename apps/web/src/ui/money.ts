import { type Currency, formatMoney } from '@niaga/shared';
import { useCurrentUser } from '../app/current-user';

/** Formats sen in the company's currency (spec §1: RM with 2 decimals, Rp with 0). */
export function useMoney(): (sen: number) => string {
  const currency: Currency = useCurrentUser()?.company.currency ?? 'MYR';
  return (sen: number) => formatMoney(Math.round(sen), currency);
}
