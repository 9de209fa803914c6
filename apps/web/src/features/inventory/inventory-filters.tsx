import './inventory-texts';
import { Box, Select } from '@mantine/core';
import type { StockStore } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isHqSide, useCurrentUser } from '../../app/current-user';
import { FilterPanel } from '../../ui/list-page/filter-panel';
import { ListSearch } from '../../ui/list-page/list-search';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { categoryOptionsQuery, type InventoryFilters } from './inventory.api';
import { INDICATORS } from './stock-indicator';
import { StorePicker } from './store-picker';

export function useInventoryFilters() {
  return useUrlFilters<Omit<InventoryFilters, 'page'>>((text) => ({
    storeId: text('storeId'),
    q: text('q'),
    categoryId: text('categoryId'),
    indicator: oneOf(INDICATORS, text('indicator')),
  }));
}

type Props = {
  filters: InventoryFilters;
  onChange: (patch: Partial<InventoryFilters>) => void;
  store: StockStore | undefined;
};

/** Search, category (HQ and staff: the category list is theirs), stock level and, for HQ, the store. */
export function InventoryFilterBar({ filters, onChange, store }: Props) {
  const { t } = useTranslation();
  const hqSide = isHqSide(useCurrentUser());
  const categories = useQuery(categoryOptionsQuery(hqSide));

  const grow = { flex: '1 1 220px' };
  return (
    <FilterPanel
      testId="inventory-filters"
      columns={hqSide ? 2 : 1}
      count={[filters.categoryId, filters.indicator].filter(Boolean).length}
      lead={
        <>
          {hqSide && (
            <Box style={grow}>
              <StorePicker store={store} onChange={(storeId) => onChange({ storeId })} />
            </Box>
          )}
          <ListSearch
            value={filters.q}
            onSearch={(q) => onChange({ q })}
            label={t('inventory.filter.search')}
            showLabel
            placeholder={t('inventory.filter.searchPlaceholder')}
            style={grow}
            data-testid="inventory-search"
          />
        </>
      }
    >
      {hqSide && (
        <Select
          label={t('inventory.col.category')}
          placeholder={t('inventory.filter.all')}
          data={categories.data ?? []}
          value={filters.categoryId ?? null}
          onChange={(value) => onChange({ categoryId: value ?? undefined })}
          error={categories.error?.message}
          searchable
          clearable
          data-testid="filter-category"
        />
      )}
      <Select
        label={t('inventory.col.indicator')}
        placeholder={t('inventory.filter.all')}
        data={INDICATORS.map((value) => ({ value, label: t(`inventory.indicator.${value}`) }))}
        value={filters.indicator ?? null}
        onChange={(value) => onChange({ indicator: oneOf(INDICATORS, value ?? undefined) })}
        clearable
        data-testid="filter-indicator"
      />
    </FilterPanel>
  );
}
