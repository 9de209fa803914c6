import { Text } from '@mantine/core';
import type { ComboView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { BundleListPage } from './bundle-page';
import { combosQuery } from './catalog.api';

/** /products/combo (also /combo): combos with their required quantity and eligible products. */
export function CombosPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ q: text('q') }));
  const result = useQuery(combosQuery(filters));

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

  return <BundleListPage kind="combo" result={result} filters={filters} onChange={setFilters} details={details} />;
}
