import { formatMoney } from '@niaga/shared';
import { useStorefront } from './storefront-layout';

/** Formats sen in the store's company currency (a customer has no session to read it from). */
export function useStoreMoney(): (sen: number) => string {
  const { store } = useStorefront();
  return (sen: number) => formatMoney(Math.round(sen), store.currency);
}
