import './shop-texts';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { AddToCartForm, CartButton } from '../orders';
import { PreviewControls, usePreviewAs } from './preview-controls';
import { ProductDetailView } from './product-detail-view';
import { type PreviewAs, shopProductQuery } from './shop.api';

function ProductDetails({ id, as, back }: { id: string; as: PreviewAs | null; back: string }) {
  const { t } = useTranslation();
  const result = useQuery(shopProductQuery(id, as));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to={back} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('shop.back')}
        </Anchor>
        {!as && <CartButton />}
      </Group>
      {result.isPending && <SkeletonBlock rows={8} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => result.refetch()} />}
      {result.data && (
        <ProductDetailView product={result.data} action={as ? undefined : <AddToCartForm product={result.data} />} />
      )}
    </Stack>
  );
}

/** /my-shop/product-details?id=…: one product as the agent buys it. */
export function MyShopProductPage() {
  const [params] = useSearchParams();
  return <ProductDetails id={params.get('id') ?? ''} as={null} back="/my-shop" />;
}

/** /products/preview-product/:productId: one product as an agent of the chosen level sees it. */
export function PreviewProductPage() {
  const { productId = '' } = useParams();
  const [as, setAs] = usePreviewAs();
  return (
    <Stack gap="md">
      <PreviewControls as={as} onChange={setAs} />
      {as && (
        <ProductDetails
          id={productId}
          as={as}
          back={`/products/preview-store?levelId=${as.levelId}&firstOrder=${as.firstOrder}`}
        />
      )}
    </Stack>
  );
}
