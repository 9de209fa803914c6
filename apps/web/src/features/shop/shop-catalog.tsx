import './shop-texts';
import { Group, Pagination, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useSettledSearch } from '../../lib/use-settled-search';
import { useUrlState } from '../../lib/use-url-state';
import { QuickAdd } from '../orders/add-to-cart';
import { BundleSections } from './bundle-cards';
import { ProductCard } from './product-card';
import { type PreviewAs, SHOP_FILTER_KEYS, SHOP_PAGE_SIZE, type ShopFilters, shopCatalogQuery } from './shop.api';

/** Search, category and page live in the URL, so "back" from a product returns to the same place. */
export function useShopFilters(): [ShopFilters, (patch: Partial<ShopFilters>) => void] {
  const { values, page, update } = useUrlState(SHOP_FILTER_KEYS);
  return [{ ...values, page }, update];
}

/** The shop grid: products (paged), then packages and combos; the same for agents and HQ's preview. */
export function ShopCatalog({ as, productPath }: { as: PreviewAs | null; productPath: (id: string) => string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useShopFilters();
  const result = useQuery(shopCatalogQuery(filters, as));
  const [search, setSearch] = useSettledSearch(filters.q, (q) => setFilters({ q }));

  // The grid renders after the rest of the page, in a background pass React can interrupt: the page's header
  // (the seller line, what a phone's first visit waits for) paints without waiting for 24 cards.
  const data = useDeferredValue(result.data ?? null, null);
  const filtered = Boolean(filters.q || filters.categoryId);
  return (
    <Stack gap="md">
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('shop.search')}
          aria-label={t('shop.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          miw={200}
        />
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
        <>
          <Title order={2} size="h4">
            {t('shop.products')}
          </Title>
          {data.products.items.length === 0 ? (
            <EmptyList
              title={t('shop.emptyTitle')}
              description={filtered ? t('shop.emptyFiltered') : t('shop.emptyLevel')}
            />
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" data-testid="shop-grid">
              {data.products.items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  to={productPath(product.id)}
                  action={as ? undefined : <QuickAdd product={product} detailsPath={productPath(product.id)} />}
                />
              ))}
            </SimpleGrid>
          )}
          {data.products.total > SHOP_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.products.total / SHOP_PAGE_SIZE)}
              value={filters.page}
              onChange={(page) => setFilters({ page })}
              size="sm"
            />
          )}
          <BundleSections page={data} buyable={!as} />
        </>
      )}
    </Stack>
  );
}
