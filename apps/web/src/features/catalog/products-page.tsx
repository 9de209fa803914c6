import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
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
          <LinkButton to="/products/preview-store" variant="default" icon={IconBuildingStore}>
            {t('catalog.products.previewStore')}
          </LinkButton>
          {canEdit && (
            <LinkButton to="/products/new" icon={IconPlus}>
              {t('catalog.products.add')}
            </LinkButton>
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
