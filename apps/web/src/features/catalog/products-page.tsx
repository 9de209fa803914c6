import { Button } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../ui/list-page/list-page';
import { productsQuery } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';
import { useProductActions } from './product-actions';
import { ProductCard, useProductColumns } from './product-columns';
import { ProductFilterBar, useProductFilters } from './product-filters';

/** /products: search by name or SKU, category and status filters, paging; table on desktop, cards on phones. */
export function ProductsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const [filters, setFilters] = useProductFilters();
  const result = useQuery(productsQuery(filters));
  const { menu, modal } = useProductActions(canEdit);
  const filtered = !!(filters.q || filters.categoryId || filters.status);

  return (
    <ListPage
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
      filters={<ProductFilterBar filters={filters} onChange={setFilters} />}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('catalog.products.empty'), description: t('catalog.products.emptyHint') }}
      noMatch={
        filtered ? { title: t('catalog.products.noMatch'), description: t('catalog.products.noMatchHint') } : undefined
      }
      table={{
        columns: useProductColumns(menu),
        testId: 'product-table',
        minWidth: 760,
        rowAttributes: (row) => ({ 'data-product': row.sku }),
      }}
      card={(row) => <ProductCard row={row} menu={menu} />}
      cardsTestId="product-cards"
      tableFrom="sm"
    >
      {modal}
    </ListPage>
  );
}
