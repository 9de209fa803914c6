import { Text } from '@mantine/core';
import { formatDateShort, type PackageView, VALIDITY_TABS } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { BundleListPage } from './bundle-page';
import { packagesQuery } from './catalog.api';

/** /products/package: tabs ongoing / upcoming / expired (by the validity dates), search, paging. */
export function PackagesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({
    tab: oneOf(VALIDITY_TABS, text('tab')) ?? 'ongoing',
    q: text('q'),
  }));
  const result = useQuery(packagesQuery(filters));

  const details = (item: PackageView) => (
    <>
      <Text size="xs" c="dimmed">
        {t('catalog.package.validity', {
          from: formatDateShort(item.validFrom),
          to: item.validTo ? formatDateShort(item.validTo) : t('catalog.package.noEnd'),
        })}{' '}
        · {t('catalog.package.sold', { count: item.sold })}
      </Text>
      <Text size="xs" lineClamp={2}>
        {item.items.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
      </Text>
    </>
  );

  return (
    <BundleListPage
      kind="package"
      result={result}
      filters={filters}
      onChange={setFilters}
      details={details}
      tabs={
        <StatusTabs
          values={VALIDITY_TABS}
          value={filters.tab}
          label={(tab) => t(`catalog.tab.${tab}`)}
          defaultValue="ongoing"
          onChange={(tab) => setFilters({ tab })}
          testId="package-tabs"
          tabTestId={(tab) => `tab-${tab}`}
        />
      }
    />
  );
}
