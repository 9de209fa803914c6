import { Box, Button, Card, Stack } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ListFooter } from '../../ui/list-page/paging';
import { PageHeader } from '../../ui/page-header';
import { productsQuery } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';
import { useProductActions } from './product-actions';
import { ProductFilterBar, useProductFilters } from './product-filters';
import { ProductCards, ProductTable } from './product-list';

/** /products: search by name or SKU, category and status filters, paging; table on desktop, cards on phones. */
export function ProductsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const [filters, setFilters] = useProductFilters();
  const { data, error, isPending, refetch, isPlaceholderData } = useQuery(productsQuery(filters));
  const { menu, modal } = useProductActions(canEdit);
  const filtered = !!(filters.q || filters.categoryId || filters.status);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('catalog.products.title')}
        subtitle={t('catalog.products.subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to="/products/preview-store"
              variant="default"
              leftSection={<IconBuildingStore size={16} />}
            >
              {t('catalog.products.previewStore')}
            </Button>
            {canEdit && (
              <Button component={Link} to="/products/new" leftSection={<IconPlus size={16} />}>
                {t('catalog.products.add')}
              </Button>
            )}
          </>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <ProductFilterBar filters={filters} onChange={setFilters} />
          {isPending ? (
            <SkeletonBlock rows={8} />
          ) : error && !data ? (
            <ErrorState message={error.message} onRetry={() => void refetch()} />
          ) : !data || data.items.length === 0 ? (
            <EmptyList
              title={filtered ? t('catalog.products.noMatch') : t('catalog.products.empty')}
              description={filtered ? t('catalog.products.noMatchHint') : t('catalog.products.emptyHint')}
            />
          ) : (
            <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
              <Box visibleFrom="sm">
                <ProductTable items={data.items} actions={menu} />
              </Box>
              <Box hiddenFrom="sm">
                <ProductCards items={data.items} actions={menu} />
              </Box>
              <ListFooter data={data} onPage={(page) => setFilters({ page })} />
            </Stack>
          )}
        </Stack>
      </Card>
      {modal}
    </Stack>
  );
}
