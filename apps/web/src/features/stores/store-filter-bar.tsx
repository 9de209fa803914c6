import './stores-texts';
import { Group, Select } from '@mantine/core';
import { STORE_KINDS, type StoreKind } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../ui/list-page/list-search';

type StoreFilters = { q?: string; kind?: StoreKind };

/** HQ's store lists (/company-store, /customer-database): search and kind, then each list's own filters. */
export function StoreFilterBar({
  filters,
  onChange,
  searchLabel,
  children,
}: {
  filters: StoreFilters;
  onChange: (patch: StoreFilters) => void;
  searchLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        label={searchLabel}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Select
        label={t('stores.col.kind')}
        data={STORE_KINDS.map((kind) => ({ value: kind, label: t(`stores.kind.${kind}`) }))}
        value={filters.kind ?? null}
        onChange={(kind) => onChange({ kind: (kind as StoreKind | null) ?? undefined })}
        clearable
        placeholder={t('stores.database.allKinds')}
        data-testid="store-kind-filter"
      />
      {children}
    </Group>
  );
}
