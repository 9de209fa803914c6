import './shop-texts';
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../app/page-states';
import { levelsQuery } from '../network';
import { PreviewControls, usePreviewAs } from './preview-controls';
import { ProductDetailView } from './product-detail-view';
import { draftAsShopProduct, readProductDraft } from './product-draft';

/**
 * /products/preview-product (no id): the product form's unsaved values as an agent of the chosen level would
 * see them in the shop, with the shop's own product details. Nothing is saved; the values come from the form
 * through session storage.
 */
export function DraftPreviewPage() {
  const { t } = useTranslation();
  const [as, setAs] = usePreviewAs();
  const [draft] = useState(readProductDraft);
  const levels = useQuery(levelsQuery()).data ?? [];
  const levelName = levels.find((level) => level.id === as?.levelId)?.levelName ?? '';
  const product = draft && as ? draftAsShopProduct(draft, as.levelId) : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('shop.draftTitle')}
      </Title>
      {!draft ? (
        <EmptyList title={t('shop.draftMissing')} />
      ) : (
        <>
          <PreviewControls as={as} onChange={setAs} />
          <Alert variant="light" color="yellow" data-testid="draft-notice">
            {t('shop.draftNotice')}
          </Alert>
          {as &&
            (product ? (
              <ProductDetailView product={product} />
            ) : (
              <Alert color="gray" data-testid="draft-not-offered">
                {t('shop.draftNotOffered', { level: levelName })}
              </Alert>
            ))}
        </>
      )}
    </Stack>
  );
}
