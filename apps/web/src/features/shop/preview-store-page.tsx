import './shop-texts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PreviewControls, usePreviewAs } from './preview-controls';
import { ShopCatalog } from './shop-catalog';

/** /products/preview-store: HQ sees the shop as an agent of the chosen level would. */
export function PreviewStorePage() {
  const { t } = useTranslation();
  const [as, setAs] = usePreviewAs();
  const productPath = (id: string) =>
    `/products/preview-product/${encodeURIComponent(id)}?levelId=${as?.levelId ?? ''}&firstOrder=${as?.firstOrder ?? false}`;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('shop.previewTitle')}
      </Title>
      <PreviewControls as={as} onChange={setAs} />
      {as && <ShopCatalog as={as} productPath={productPath} />}
    </Stack>
  );
}
