import './shop-texts';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CartButton } from '../orders';
import { shopCatalogQuery } from './shop.api';
import { ShopCatalog, useShopFilters } from './shop-catalog';

export const myShopProductPath = (id: string) => `/my-shop/product-details?id=${encodeURIComponent(id)}`;

/** /my-shop: what the agent's level may buy, at its price, with the seller's stock. */
export function MyShopPage() {
  const { t } = useTranslation();
  const [filters] = useShopFilters();
  const seller = useQuery(shopCatalogQuery(filters, null)).data?.seller;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('shop.menu')}
          </Title>
          {seller && (
            <Text c="dimmed" size="sm" data-testid="shop-seller">
              {t('shop.subtitle', { seller: seller.kind === 'branch' ? t('shop.sellerHq') : seller.name })}
            </Text>
          )}
        </div>
        <CartButton />
      </Group>
      <ShopCatalog as={null} productPath={myShopProductPath} />
    </Stack>
  );
}
