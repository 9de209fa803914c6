import type { Access } from '@niaga/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/access';
import { lazyPage } from '../../app/lazy-page';
import type { MenuEntry } from '../../app/menu.config';
import { queryClient } from '../../lib/query-client';
import { shopCatalogQuery, shopFiltersFrom } from './shop.api';

const MyShopPage = lazyPage(
  () => import('./my-shop-page'),
  (m) => m.MyShopPage,
);
const MyShopProductPage = lazyPage(
  () => import('./product-details-page'),
  (m) => m.MyShopProductPage,
);
const PreviewStorePage = lazyPage(
  () => import('./preview-store-page'),
  (m) => m.PreviewStorePage,
);
const DraftPreviewPage = lazyPage(
  () => import('./draft-preview-page'),
  (m) => m.DraftPreviewPage,
);
const PreviewProductPage = lazyPage(
  () => import('./product-details-page'),
  (m) => m.PreviewProductPage,
);

/** Agents buy in the shop; HQ and staff preview it as a level sees it (the API checks the same). */
export const SHOP_ACCESS = {
  buy: { roles: ['agent'] },
  preview: { roles: ['hq', 'staff'] },
} as const satisfies Record<string, Access>;

const handle = (titleKey: string, access: Access): RouteHandle => ({ titleKey, access });

export const shopProtectedRoutes: RouteObject[] = [
  {
    path: '/my-shop',
    element: <MyShopPage />,
    handle: {
      ...handle('shop.menu', SHOP_ACCESS.buy),
      prefetch: (search) => queryClient.prefetchQuery(shopCatalogQuery(shopFiltersFrom(search), null)),
    } satisfies RouteHandle,
  },
  {
    path: '/my-shop/product-details',
    element: <MyShopProductPage />,
    handle: handle('shop.productTitle', SHOP_ACCESS.buy),
  },
  {
    path: '/products/preview-store',
    element: <PreviewStorePage />,
    handle: handle('shop.previewTitle', SHOP_ACCESS.preview),
  },
  {
    // Spec §2 "also a variant without id": the product form's unsaved values.
    path: '/products/preview-product',
    element: <DraftPreviewPage />,
    handle: handle('shop.previewProductTitle', SHOP_ACCESS.preview),
  },
  {
    path: '/products/preview-product/:productId',
    element: <PreviewProductPage />,
    handle: handle('shop.previewProductTitle', SHOP_ACCESS.preview),
  },
];

export const shopMenu: MenuEntry[] = [
  { path: '/my-shop', labelKey: 'shop.menu', icon: IconBuildingStore, access: SHOP_ACCESS.buy },
];
