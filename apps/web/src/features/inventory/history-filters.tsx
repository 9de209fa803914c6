import './inventory-texts';
import { Box, Select } from '@mantine/core';
import { MOVEMENT_KINDS, type StockStore } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { DateRangeField } from '../../app/date-field';
import { FilterPanel } from '../../ui/list-page/filter-panel';
import { DAY, oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { useSelectSearch } from '../../ui/select-search';
import { type HistoryFilters, inventoryOptionsQuery } from './inventory.api';
import { StorePicker } from './store-picker';

export function useHistoryFilters() {
  return useUrlFilters<Omit<HistoryFilters, 'page'>>((text) => ({
    storeId: text('storeId'),
    productId: text('productId'),
    type: oneOf(MOVEMENT_KINDS, text('type')),
    from: DAY.test(text('from') ?? '') ? text('from') : undefined,
    to: DAY.test(text('to') ?? '') ? text('to') : undefined,
  }));
}

type Props = {
  filters: HistoryFilters;
  onChange: (patch: Partial<HistoryFilters>) => void;
  store: StockStore | undefined;
};

/** Store (HQ), product, movement type and date range of the history. */
export function HistoryFilterBar({ filters, onChange, store }: Props) {
  const { t } = useTranslation();
  const hqSide = isHqSide(useCurrentUser());
  const { productId, type, from, to } = filters;
  return (
    <FilterPanel
      testId="history-filters"
      columns={4}
      count={[productId, type, from || to].filter(Boolean).length}
      lead={
        hqSide && (
          <Box style={{ flex: '1 1 220px' }} maw={{ md: 420 }}>
            <StorePicker store={store} onChange={(storeId) => onChange({ storeId, productId: undefined })} />
          </Box>
        )
      }
    >
      <ProductFilter storeId={filters.storeId} value={productId} onChange={(next) => onChange({ productId: next })} />
      <Select
        label={t('inventory.col.type')}
        placeholder={t('inventory.filter.all')}
        data={MOVEMENT_KINDS.map((value) => ({ value, label: t(`inventory.type.${value}`) }))}
        value={type ?? null}
        onChange={(value) => onChange({ type: oneOf(MOVEMENT_KINDS, value ?? undefined) })}
        clearable
        data-testid="filter-type"
      />
      <DateRangeField
        label={t('inventory.filter.period')}
        value={{ from, to }}
        onChange={onChange}
        data-testid="filter-period"
      />
    </FilterPanel>
  );
}

type Option = { value: string; label: string };

/** A product (not a variant: the history filters by product) found by name or SKU. */
function ProductFilter({
  storeId,
  value,
  onChange,
}: {
  storeId: string | undefined;
  value: string | undefined;
  onChange: (productId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Option | null>(null);
  const { search, setSearch, query } = useSelectSearch(selected?.label);
  const found = useQuery(inventoryOptionsQuery(storeId, query));
  const options = new Map<string, Option>();
  if (selected && selected.value === value) options.set(selected.value, selected);
  for (const item of found.data ?? []) options.set(item.productId, { value: item.productId, label: item.name });
  return (
    <Select
      label={t('inventory.col.product')}
      placeholder={t('inventory.filter.all')}
      data={[...options.values()]}
      value={value ?? null}
      onChange={(next, option) => {
        setSelected(next ? option : null);
        onChange(next ?? undefined);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('inventory.update.noItems')}
      data-testid="filter-product"
    />
  );
}
