import './shop-texts';
import { Pagination, SimpleGrid, Title } from '@mantine/core';
import type { ShopPage } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../app/page-states';
import { QuickAdd } from '../orders';
import { BundleSections } from './bundle-cards';
import { ProductCard } from './product-card';
import { type PreviewAs, SHOP_PAGE_SIZE } from './shop.api';

type Props = {
  data: ShopPage;
  as: PreviewAs | null;
  productPath: (id: string) => string;
  filtered: boolean;
  page: number;
  onPage: (page: number) => void;
};

/** The shop's results: products (paged), then packages and combos. */
export function ShopResults({ data, as, productPath, filtered, page, onPage }: Props) {
  const { t } = useTranslation();
  return (
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
        <Pagination total={Math.ceil(data.products.total / SHOP_PAGE_SIZE)} value={page} onChange={onPage} size="sm" />
      )}
      <BundleSections page={data} buyable={!as} />
    </>
  );
}
