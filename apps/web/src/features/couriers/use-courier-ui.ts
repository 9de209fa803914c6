import { type Access, type Currency, canAccess } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../../app/current-user';

/** The company's currency and whether the signed-in user may do something (menus and buttons agree). */
export function useCourierUi(access: Access) {
  const { data: user } = useQuery(currentUserQuery());
  const currency: Currency = user?.company.currency ?? 'MYR';
  return {
    currency,
    currencyLabel: currency === 'IDR' ? 'Rp' : 'RM',
    allowed: !!user && canAccess(user, access),
  };
}

/** 1500 g → "1.5 kg"; under a kilogram stays in grams. */
export function formatGrams(grams: number): string {
  return grams >= 1_000 ? `${Number((grams / 1_000).toFixed(3))} kg` : `${grams} g`;
}
