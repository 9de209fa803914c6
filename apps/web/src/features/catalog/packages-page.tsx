import { Tabs, Text } from '@mantine/core';
import { formatDateShort, type PackageView, VALIDITY_TABS, type ValidityTab } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBundleActions } from './bundle-actions';
import { BundleList } from './bundle-list';
import { BundlePage, useBundleSearch } from './bundle-page';
import { packagesQuery } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';

/** /products/package: tabs ongoing / upcoming / expired (by the validity dates), search, paging. */
export function PackagesPage() {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') ?? '';
  const tab: ValidityTab = (VALIDITY_TABS as readonly string[]).includes(tabParam)
    ? (tabParam as ValidityTab)
    : 'ongoing';
  const { search, setSearch, q, page, setPage } = useBundleSearch();
  const result = useQuery(packagesQuery({ tab, q, page }));
  const { menu, modal } = useBundleActions('package');

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
    <BundlePage kind="package" search={search} onSearch={setSearch}>
      <Tabs
        value={tab}
        onChange={(value) => {
          setPage(1);
          setParams(value && value !== 'ongoing' ? { tab: value } : {}, { replace: true });
        }}
      >
        <Tabs.List>
          {VALIDITY_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(`catalog.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <BundleList
        kind="package"
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
