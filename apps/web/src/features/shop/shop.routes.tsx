import type { Access } from '@niaga/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import { featurePages } from '../../app/feature-pages';
import { lazyPages } from '../../app/lazy-page';
import { queryClient } from '../../lib/query-client';
import { shopCatalogQuery, shopFiltersFrom } from './shop.api';

const pages = lazyPages({
  MyShopPage: () => import('./my-shop-page'),
  MyShopProductPage: () => import('./product-details-page'),
  PreviewStorePage: () => import('./preview-store-page'),
  DraftPreviewPage: () => import('./draft-preview-page'),
  PreviewProductPage: () => import('./product-details-page'),
});

/** Agents buy in the shop; HQ and staff preview it as a level sees it (the API checks the same). */
export const SHOP_ACCESS = {
  buy: { roles: ['agent'] },
  preview: { roles: ['hq', 'staff'] },
} as const satisfies Record<string, Access>;

const { buy, preview } = SHOP_ACCESS;

export const { routes: shopProtectedRoutes, menu: shopMenu } = featurePages([
  {
    path: '/my-shop',
    element: <pages.MyShopPage />,
    titleKey: 'shop.menu',
    access: buy,
    prefetch: (search) => queryClient.prefetchQuery(shopCatalogQuery(shopFiltersFrom(search), null)),
    menu: IconBuildingStore,
  },
  {
    path: '/my-shop/product-details',
    element: <pages.MyShopProductPage />,
    titleKey: 'shop.productTitle',
    access: buy,
  },
  {
    path: '/products/preview-store',
    element: <pages.PreviewStorePage />,
    titleKey: 'shop.previewTitle',
    access: preview,
  },
  // Spec §2 "also a variant without id": the product form's unsaved values.
  {
    path: '/products/preview-product',
    element: <pages.DraftPreviewPage />,
    titleKey: 'shop.previewProductTitle',
    access: preview,
  },
  {
    path: '/products/preview-product/:productId',
    element: <pages.PreviewProductPage />,
    titleKey: 'shop.previewProductTitle',
    access: preview,
  },
]);
