import { Group, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ListSearch } from '../../ui/list-page/list-search';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { StoreProductCard } from './store-product-card';
import { parseStoreFilters, STORE_PAGE_SIZE, storeProductsQuery } from './storefront-catalog.api';
import { useStorefront } from './storefront-layout';
import { usePageTitle } from './use-page-title';

/** The store's home (`/s/{slug}`): search, category, and the grid of its products at the store price. */
export function StoreProductsPage() {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  usePageTitle(store.name);
  const [filters, setFilters] = useUrlFilters(parseStoreFilters);
  const result = useQuery(storeProductsQuery(store.slug, filters));
  const data = result.data;
  const filtered = Boolean(filters.q || filters.categoryId);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {store.name}
        </Title>
        {store.description && <Text c="dimmed">{store.description}</Text>}
        {store.openingHours && (
          <Text size="sm" c="dimmed">
            {t('storefront.list.hours', { hours: store.openingHours })}
          </Text>
        )}
      </Stack>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <ListSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('storefront.list.search')}
          miw={200}
        />
        <Select
          aria-label={t('storefront.list.allCategories')}
          placeholder={t('storefront.list.allCategories')}
          data={(data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={filters.categoryId ?? null}
          onChange={(value) => setFilters({ categoryId: value ?? undefined })}
          clearable
          miw={180}
        />
      </Group>
      {result.isPending && <SkeletonBlock rows={6} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => result.refetch()} />}
      {data && data.items.length === 0 && (
        <EmptyList
          title={t(filtered ? 'storefront.list.noMatch' : 'storefront.list.empty')}
          description={filtered ? t('storefront.list.noMatchHint') : undefined}
        />
      )}
      {data && data.items.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="store-grid">
          {data.items.map((product) => (
            <StoreProductCard key={product.id} product={product} to={`${base}/p/${encodeURIComponent(product.id)}`} />
          ))}
        </SimpleGrid>
      )}
      {data && data.total > STORE_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(data.total / STORE_PAGE_SIZE)}
            value={filters.page}
            onChange={(page) => setFilters({ page })}
            size="sm"
          />
        </Group>
      )}
    </Stack>
  );
}
