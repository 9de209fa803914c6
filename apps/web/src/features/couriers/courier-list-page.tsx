import './couriers-texts';
import { Box, Button, Card, Group, Pagination, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CourierSummary } from '@niaga/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { CourierCards, CourierTable } from './courier-list';
import { COURIER_PAGE_SIZE, type CourierFilters, courierKeys, courierListQuery, couriersApi } from './couriers.api';
import { COURIER_ACCESS } from './couriers.routes';
import { QuotePanel } from './quote-panel';
import { useCourierUi } from './use-courier-ui';

/** /courier: HQ's couriers with search and an active filter, and a panel to try a quote. */
export function CourierListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency, allowed: canEdit } = useCourierUi(COURIER_ACCESS.edit);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [active, setActive] = useState<CourierFilters['active']>('');
  const [page, setPage] = useState(1);
  const { data, error, isPending, refetch } = useQuery(courierListQuery({ q, active, page }));
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
  const listProps = { items: data?.items ?? [], currency, canEdit, onToggle: toggle.mutate, onDelete: setDeleting };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('couriers.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('couriers.subtitle')}
          </Text>
        </div>
        {canEdit && (
          <Button component={Link} to="/courier/new" leftSection={<IconPlus size={18} />} data-testid="courier-new">
            {t('couriers.add')}
          </Button>
        )}
      </Group>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              style={{ flex: 1, minWidth: 200 }}
              leftSection={<IconSearch size={16} />}
              placeholder={t('couriers.search')}
              aria-label={t('couriers.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <SegmentedControl
              value={active}
              onChange={(value) => {
                setActive(value as CourierFilters['active']);
                setPage(1);
              }}
              data={[
                { value: '', label: t('couriers.filterAll') },
                { value: 'true', label: t('couriers.active') },
                { value: 'false', label: t('couriers.inactive') },
              ]}
            />
          </Group>
          {isPending && <SkeletonBlock rows={5} />}
          {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
          {data && data.items.length === 0 && (
            <EmptyList
              title={q || active ? t('couriers.noMatch') : t('couriers.empty')}
              description={q || active ? undefined : t('couriers.emptyHint')}
            />
          )}
          {data && data.items.length > 0 && (
            <>
              <Box visibleFrom="sm">
                <CourierTable {...listProps} />
              </Box>
              <Box hiddenFrom="sm">
                <CourierCards {...listProps} />
              </Box>
              {data.total > COURIER_PAGE_SIZE && (
                <Pagination
                  value={page}
                  onChange={setPage}
                  total={Math.ceil(data.total / COURIER_PAGE_SIZE)}
                  size="sm"
                />
              )}
            </>
          )}
        </Stack>
      </Card>
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
    </Stack>
  );
}
