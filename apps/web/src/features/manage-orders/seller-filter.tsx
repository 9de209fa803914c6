import './manage-orders-texts';
import { useTranslation } from 'react-i18next';
import { AgentFilterSelect } from './agent-filter-select';

/** The seller filter's value for orders HQ sells (from any branch); any other value is a stockist's id. */
export const SELLER_HQ = 'hq';

/**
 * Who sold the order: HQ, or a stock-holding agent found by name (the agent picker's search). HQ sees whose bank
 * was paid before approving.
 */
export function SellerSelect({ value, onChange }: { value: string | undefined; onChange: (id?: string) => void }) {
  const { t } = useTranslation();
  return (
    <AgentFilterSelect
      value={value}
      onChange={onChange}
      label={t('manageOrders.filter.seller')}
      nothingFound={t('manageOrders.filter.noSeller')}
      testId="filter-seller"
      fixedOption={{ value: SELLER_HQ, label: t('manageOrders.filter.sellerHq') }}
    />
  );
}
