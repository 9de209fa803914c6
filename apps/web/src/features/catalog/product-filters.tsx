import { Select } from '@mantine/core';
import { PUBLISH_STATUSES } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from '../../ui/list-page/filter-panel';
import { ListSearch } from '../../ui/list-page/list-search';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { categoryOptionsQuery } from './catalog.api';

/** Search, category, status and page live in the URL, so "back" from the edit page returns to the same list. */
export function useProductFilters() {
  return useUrlFilters((text) => ({
    q: text('q'),
    categoryId: text('categoryId'),
    status: oneOf(PUBLISH_STATUSES, text('status')),
  }));
}

type Filters = ReturnType<typeof useProductFilters>[0];

export function ProductFilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: ReturnType<typeof useProductFilters>[1];
}) {
  const { t } = useTranslation();
  const categories = useQuery(categoryOptionsQuery());
  return (
    <FilterPanel
      testId="product-filters"
      columns={2}
      count={[filters.categoryId, filters.status].filter(Boolean).length}
      lead={
        <ListSearch
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          label={t('catalog.products.search')}
          style={{ flex: '1 1 220px' }}
        />
      }
    >
      <Select
        aria-label={t('catalog.products.category')}
        placeholder={t('catalog.products.allCategories')}
        data={categories.data ?? []}
        value={filters.categoryId ?? null}
        onChange={(value) => onChange({ categoryId: value ?? undefined })}
        clearable
        searchable
        data-testid="filter-category"
      />
      <Select
        aria-label={t('catalog.products.status')}
        placeholder={t('catalog.products.allStatuses')}
        data={PUBLISH_STATUSES.map((status) => ({ value: status, label: t(`catalog.status.${status}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: oneOf(PUBLISH_STATUSES, value ?? undefined) })}
        clearable
        data-testid="filter-status"
      />
    </FilterPanel>
  );
}
