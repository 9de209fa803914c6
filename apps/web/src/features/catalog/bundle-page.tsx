import './catalog-texts';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { useBundleActions } from './bundle-actions';
import { type Bundle, BundleCard } from './bundle-card';
import type { BundleKind, Page } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';

type Props<T extends Bundle> = {
  kind: BundleKind;
  result: UseQueryResult<Page<T>>;
  /** The search in use (in the address) and the setter of the search and page. */
  filters: { q?: string };
  onChange: (patch: { q?: string; page?: number }) => void;
  details: (bundle: T) => ReactNode;
  /** The package tabs. */
  tabs?: ReactNode;
};

/** Packages or combos: header with the "new" button, search (and tabs), cards at every width, pages. */
export function BundleListPage<T extends Bundle>({ kind, result, filters, onChange, details, tabs }: Props<T>) {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  const { menu, modal } = useBundleActions(kind);
  return (
    <ListPage
      title={t(`catalog.${kind}.title`)}
      subtitle={t(`catalog.${kind}.subtitle`)}
      actions={
        canEdit && (
          <LinkButton to={`/products/${kind}/new`} icon={IconPlus}>
            {t(`catalog.${kind}.new`)}
          </LinkButton>
        )
      }
      tabs={tabs}
      filters={<ListSearch value={filters.q} onSearch={(q) => onChange({ q })} label={t('catalog.bundle.search')} />}
      result={result}
      onPage={(page) => onChange({ page })}
      empty={{ title: t(`catalog.${kind}.empty`) }}
      noMatch={filters.q ? { title: t('catalog.noMatch') } : undefined}
      // Cards at every width: the spec gives only the cards' attributes.
      table={{
        columns: [],
        testId: `${kind}-table`,
        minWidth: 0,
        rowAttributes: (bundle) => ({ 'data-bundle': bundle.code }),
      }}
      cardsOnly
      card={(bundle) => <BundleCard kind={kind} bundle={bundle} details={details} menu={canEdit ? menu : undefined} />}
      cardsTestId={`${kind}-list`}
      skeletonRows={6}
    >
      {modal}
    </ListPage>
  );
}
