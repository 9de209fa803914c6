import { Text } from '@mantine/core';
import type { ComboView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBundleActions } from './bundle-actions';
import { BundleList } from './bundle-list';
import { BundlePage, useBundleSearch } from './bundle-page';
import { combosQuery } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';

/** /products/combo (also /combo): combos with their required quantity and eligible products. */
export function CombosPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const { search, setSearch, q, page, setPage } = useBundleSearch();
  const result = useQuery(combosQuery({ q, page }));
  const { menu, modal } = useBundleActions('combo');

  const details = (item: ComboView) => (
    <>
      <Text size="xs" c="dimmed">
        {t('catalog.combo.required', { count: item.requiredQuantity })}
      </Text>
      <Text size="xs" lineClamp={2}>
        {item.products
          .map((line) =>
            line.minQuantity > 0
              ? t('catalog.combo.atLeast', { name: line.productName, count: line.minQuantity })
              : line.productName,
          )
          .join(', ')}
      </Text>
    </>
  );

  return (
    <BundlePage kind="combo" search={search} onSearch={setSearch}>
      <BundleList
        kind="combo"
        result={result}
        details={details}
        actions={canEdit ? menu : undefined}
        onPage={setPage}
        filtered={!!q}
      />
      {modal}
    </BundlePage>
  );
}
