import './stores-texts';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CompanyStoreRow, canAccess, STORE_KINDS, STORE_STATUSES, type StoreAction } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { StoreFilterBar } from './store-filter-bar';
import { StoreStatusBadge } from './store-ui';
import { companyStoresQuery, storeApi, storeKeys } from './stores.api';
import { STORE_ACCESS } from './stores.routes';

/** The actions each status allows (the API refuses the others). */
const ACTIONS_OF: Record<CompanyStoreRow['status'], StoreAction[]> = {
  pending: ['approve'],
  active: ['suspend'],
  suspended: ['reactivate'],
};

function StoreActions({ store }: { store: CompanyStoreRow }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: StoreAction) => storeApi.changeStatus(store.slug, action),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: storeKeys.all });
      notifications.show({ color: 'teal', message });
    },
    onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
  });
  if (!user || !canAccess(user, STORE_ACCESS.moderate)) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {ACTIONS_OF[store.status].map((action) => (
        <Button
          key={action}
          size="xs"
          variant="light"
          color={action === 'suspend' ? 'red' : 'teal'}
          loading={change.isPending}
          onClick={() => change.mutate(action)}
          data-testid={`store-${action}`}
        >
          {t(`stores.action.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

function useColumns(): ListColumn<CompanyStoreRow>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'name',
      title: t('stores.col.store'),
      render: (store) => <TwoLines main={store.name} sub={`/s/${store.slug}`} />,
    },
    { accessor: 'kind', title: t('stores.col.kind'), render: (store) => t(`stores.kind.${store.kind}`) },
    {
      accessor: 'ownerName',
      title: t('stores.col.owner'),
      render: (store) => <TwoLines main={store.ownerName ?? '—'} sub={store.schoolName ?? store.ownerEmail ?? ''} />,
    },
    { accessor: 'products', title: t('stores.col.products'), textAlign: 'right' },
    {
      accessor: 'status',
      title: t('stores.col.status'),
      render: (store) => <StoreStatusBadge status={store.status} />,
    },
    actionsColumn(t('stores.col.actions'), (store) => <StoreActions store={store} />),
  ];
}

function StoreCard({ store }: { store: CompanyStoreRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <TwoLines main={store.name} sub={`/s/${store.slug}`} />
        <StoreStatusBadge status={store.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {t(`stores.kind.${store.kind}`)} · {store.ownerName ?? '—'}
      </Text>
      <StoreActions store={store} />
    </Stack>
  );
}

/** /company-store: every store of the company by kind, status and search; approve, suspend, reactivate. */
export function CompanyStorePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({
    kind: oneOf(STORE_KINDS, text('kind')),
    status: oneOf(STORE_STATUSES, text('status')),
    q: text('q'),
  }));
  const result = useQuery(companyStoresQuery(filters));
  const columns = useColumns();
  return (
    <ListPage
      title={t('stores.database.title')}
      subtitle={t('stores.database.subtitle')}
      filters={
        <StoreFilterBar filters={filters} onChange={setFilters} searchLabel={t('stores.database.search')}>
          <Select
            label={t('stores.col.status')}
            data={STORE_STATUSES.map((status) => ({ value: status, label: t(`stores.status.${status}`) }))}
            value={filters.status ?? null}
            onChange={(status) => setFilters({ status: status ?? undefined })}
            clearable
            placeholder={t('stores.database.allStatuses')}
            data-testid="store-status-filter"
          />
        </StoreFilterBar>
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('stores.database.empty'), description: t('stores.database.emptyHint') }}
      noMatch={filters.q || filters.kind || filters.status ? { title: t('stores.database.noMatch') } : undefined}
      table={{
        columns,
        testId: 'store-table',
        minWidth: 860,
        rowAttributes: (store) => ({ 'data-store': store.slug }),
      }}
      card={(store) => <StoreCard store={store} />}
      cardsTestId="store-cards"
      tableFrom="sm"
      skeletonRows={6}
    />
  );
}
