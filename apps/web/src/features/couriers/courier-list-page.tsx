import './couriers-texts';
import { Group, SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CourierSummary } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { CourierCard, useCourierColumns } from './courier-columns';
import { courierKeys, courierListQuery, couriersApi } from './couriers.api';
import { COURIER_ACCESS } from './couriers.routes';
import { QuotePanel } from './quote-panel';
import { useCourierUi } from './use-courier-ui';

const ACTIVE = ['true', 'false'] as const;

/** /courier: HQ's couriers with search and an active filter, and a panel to try a quote. */
export function CourierListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency, allowed: canEdit } = useCourierUi(COURIER_ACCESS.edit);
  const [filters, setFilters] = useUrlFilters((text) => ({ q: text('q'), active: oneOf(ACTIVE, text('active')) }));
  const { q, active, page } = filters;
  const result = useQuery(courierListQuery({ q: q ?? '', active: active ?? '', page }));
  const [deleting, setDeleting] = useState<CourierSummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: courierKeys.all });

  const toggle = useMutation({
    mutationFn: (courier: CourierSummary) => couriersApi.setActive(courier.id, !courier.active),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'teal', message });
      void refresh();
    },
    onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
  });
  const rowProps = { currency, canEdit, onToggle: toggle.mutate, onDelete: setDeleting };
  const columns = useCourierColumns(rowProps);

  return (
    <ListPage
      header={<CourierListHeader canEdit={canEdit} />}
      filters={
        <Group gap="sm" align="flex-end">
          <ListSearch
            value={filters.q}
            onSearch={(q) => setFilters({ q })}
            label={t('couriers.search')}
            style={{ flex: 1, minWidth: 200 }}
          />
          <SegmentedControl
            value={active ?? ''}
            onChange={(value) => setFilters({ active: oneOf(ACTIVE, value) })}
            data={[
              { value: '', label: t('couriers.filterAll') },
              { value: 'true', label: t('couriers.active') },
              { value: 'false', label: t('couriers.inactive') },
            ]}
          />
        </Group>
      }
      result={result}
      onPage={(next) => setFilters({ page: next })}
      empty={{ title: t('couriers.empty'), description: t('couriers.emptyHint') }}
      noMatch={q || active ? { title: t('couriers.noMatch') } : undefined}
      table={{
        columns,
        testId: 'courier-table',
        minWidth: 760,
        rowAttributes: (courier) => ({ 'data-courier': courier.name }),
      }}
      card={(courier) => <CourierCard courier={courier} {...rowProps} />}
      cardsTestId="courier-cards"
      tableFrom="sm"
      skeletonRows={5}
    >
      <QuotePanel />
      <ConfirmModal
        opened={!!deleting}
        title={t('couriers.deleteTitle')}
        message={t('couriers.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('couriers.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          const { message } = await couriersApi.remove(deleting.id);
          notifications.show({ color: 'teal', message });
          await refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  );
}

function CourierListHeader({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={t('couriers.title')}
      subtitle={t('couriers.subtitle')}
      actions={
        canEdit && (
          <LinkButton to="/courier/new" leftSection={<IconPlus size={18} />} data-testid="courier-new">
            {t('couriers.add')}
          </LinkButton>
        )
      }
    />
  );
}
