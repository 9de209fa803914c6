import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PUBLISH_STATUSES } from '@niaga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { categoryOptionsQuery, type ProductFilters } from './catalog.api';

type Status = (typeof PUBLISH_STATUSES)[number];

/** Search, category, status and page live in the URL, so "back" from the edit page returns to the same list. */
export function useProductFilters(): [ProductFilters, (patch: Partial<ProductFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  const filters: ProductFilters = {
    q: params.get('q')?.trim() || undefined,
    categoryId: params.get('categoryId') || undefined,
    status: (PUBLISH_STATUSES as readonly string[]).includes(status) ? (status as Status) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (patch: Partial<ProductFilters>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || value === null) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch) || next.get('page') === '1') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

export function ProductFilterBar({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
}) {
  const { t } = useTranslation();
  const categories = useQuery(categoryOptionsQuery());
  const [search, setSearch] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(search, 350);
  const latest = useRef({ q: filters.q, onChange });
  latest.current = { q: filters.q, onChange };
  useEffect(() => {
    const q = debounced.trim() || undefined;
    if (q !== latest.current.q) latest.current.onChange({ q });
  }, [debounced]);

  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('catalog.products.search')}
        aria-label={t('catalog.products.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        miw={220}
      />
      <Select
        aria-label={t('catalog.products.category')}
        placeholder={t('catalog.products.allCategories')}
        data={categories.data ?? []}
        value={filters.categoryId ?? null}
        onChange={(value) => onChange({ categoryId: value ?? undefined })}
        clearable
        searchable
        miw={160}
        data-testid="filter-category"
      />
      <Select
        aria-label={t('catalog.products.status')}
        placeholder={t('catalog.products.allStatuses')}
        data={PUBLISH_STATUSES.map((status) => ({ value: status, label: t(`catalog.status.${status}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: (value as Status | null) ?? undefined })}
        clearable
        miw={160}
        data-testid="filter-status"
      />
    </Group>
  );
}
