import './manage-orders-texts';
import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from '../inventory/select-search';
import { agentDetailQuery, agentListQuery } from '../network/network.api';

/** The seller filter's value for orders HQ sells (from any branch); any other value is a stockist's id. */
export const SELLER_HQ = 'hq';

/**
 * Who sold the order: HQ, or a stock-holding agent found by name (the agent picker's search). HQ sees whose bank
 * was paid before approving.
 */
export function SellerSelect({ value, onChange }: { value: string | undefined; onChange: (id?: string) => void }) {
  const { t } = useTranslation();
  const agentId = value && value !== SELLER_HQ ? value : '';
  const chosen = useQuery({ ...agentDetailQuery(agentId), enabled: Boolean(agentId) }).data;
  const hqLabel = t('manageOrders.filter.sellerHq');
  const { search, setSearch, query } = useSelectSearch(value === SELLER_HQ ? hqLabel : chosen?.name);
  const agents = useQuery({
    ...agentListQuery({ q: query || undefined, sort: 'name' }),
    placeholderData: keepPreviousData,
  });
  const options = (agents.data?.items ?? []).map((agent) => ({ value: agent.id, label: agent.name }));
  if (chosen && !options.some((option) => option.value === chosen.id))
    options.unshift({ value: chosen.id, label: chosen.name });
  options.unshift({ value: SELLER_HQ, label: hqLabel });
  return (
    <Select
      label={t('manageOrders.filter.seller')}
      placeholder={t('manageOrders.filter.all')}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('manageOrders.filter.noSeller')}
      searchable
      clearable
      data-testid="filter-seller"
    />
  );
}
