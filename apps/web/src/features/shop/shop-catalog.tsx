import './shop-texts';
import { Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../app/lazy-page';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { ListSearch } from '../../ui/list-page/list-search';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { type PreviewAs, parseShopFilters, type ShopFilters, shopCatalogQuery } from './shop.api';

const ShopResults = lazyPage(
  () => import('./shop-results'),
  (m) => m.ShopResults,
);

/** Search, category and page live in the URL, so "back" from a product returns to the same place. */
export function useShopFilters(): [ShopFilters, (patch: Partial<ShopFilters>) => void] {
  return useUrlFilters(parseShopFilters);
}

/** The shop grid: products (paged), then packages and combos; the same for agents and HQ's preview. */
export function ShopCatalog({ as, productPath }: { as: PreviewAs | null; productPath: (id: string) => string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useShopFilters();
  const result = useQuery(shopCatalogQuery(filters, as));

  // The grid renders after the rest of the page, in a background pass React can interrupt, and its chunk loads
  // then: the page's header (the seller line, what a phone's first visit waits for) paints without waiting for
  // 24 cards and their code.
  const data = useDeferredValue(result.data ?? null, null);
  return (
    <Stack gap="md">
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <ListSearch value={filters.q} onSearch={(q) => setFilters({ q })} label={t('shop.search')} miw={200} />
        <Select
          aria-label={t('shop.allCategories')}
          placeholder={t('shop.allCategories')}
          data={(data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={filters.categoryId ?? null}
          onChange={(value) => setFilters({ categoryId: value ?? undefined })}
          clearable
          miw={180}
        />
      </Group>
      {!data && !result.isError && <SkeletonBlock rows={6} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => result.refetch()} />}
      {data && (
        <Suspense fallback={<SkeletonBlock rows={6} />}>
          <ShopResults
            data={data}
            as={as}
            productPath={productPath}
            filtered={Boolean(filters.q || filters.categoryId)}
            page={filters.page}
            onPage={(page) => setFilters({ page })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
