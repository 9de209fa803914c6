import './catalog-texts';
import { Button, Card, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/page-header';
import type { BundleKind } from './catalog.api';
import { useCanEditCatalog } from './catalog-access';

/** Search text (debounced) and page of a package or combo list; a new search starts at page 1. */
export function useBundleSearch() {
  const [search, setSearchText] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const [page, setPage] = useState(1);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, q: q || undefined, page, setPage };
}

/** Header with the "new" button, a card with the search box and the list (and tabs, for packages). */
export function BundlePage({
  kind,
  search,
  onSearch,
  children,
}: {
  kind: BundleKind;
  search: string;
  onSearch: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalog();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t(`catalog.${kind}.title`)}
        subtitle={t(`catalog.${kind}.subtitle`)}
        actions={
          canEdit && (
            <Button component={Link} to={`/products/${kind}/new`} leftSection={<IconPlus size={16} />}>
              {t(`catalog.${kind}.new`)}
            </Button>
          )
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('catalog.bundle.search')}
            aria-label={t('catalog.bundle.search')}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
