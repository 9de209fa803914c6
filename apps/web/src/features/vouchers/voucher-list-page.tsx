import './vouchers-texts';
import { Box, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, VOUCHER_TABS, type VoucherTab, type VoucherView } from '@niaga/shared';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { useCurrentUser } from '../network/network-ui';
import { VoucherCards, VoucherTable } from './voucher-table';
import { SearchBox } from './voucher-ui';
import { type VoucherPage, voucherApi, voucherKeys, voucherListQuery } from './vouchers.api';
import { VOUCHER_ACCESS } from './vouchers.routes';

const KEYS = ['tab', 'q'] as const;

/** /voucher: tabs all / ongoing / upcoming / expired, search, paging; edit and delete for editors. */
export function VoucherListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = !!user && canAccess(user, VOUCHER_ACCESS.edit);
  const queryClient = useQueryClient();
  const { values, page, update } = useUrlState(KEYS);
  const tab: VoucherTab = (VOUCHER_TABS as readonly string[]).includes(values.tab ?? '')
    ? (values.tab as VoucherTab)
    : 'all';
  const result = useQuery(voucherListQuery({ tab, q: values.q, page }));
  const [deleting, setDeleting] = useState<VoucherView | null>(null);

  const remove = async (voucher: VoucherView) => {
    await voucherApi.remove(voucher.id);
    await queryClient.invalidateQueries({ queryKey: voucherKeys.all });
    notifications.show({ color: 'teal', message: t('vouchers.deleted', { code: voucher.voucherCode }) });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('vouchers.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('vouchers.subtitle')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/voucher/history" leftSection={<IconHistory size={16} />}>
            {t('vouchers.menu.history')}
          </Button>
          {canEdit && (
            <Button component={Link} to="/voucher/new" leftSection={<IconPlus size={16} />} data-testid="voucher-new">
              {t('vouchers.form.new')}
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Tabs value={tab} onChange={(next) => update({ tab: next === 'all' ? undefined : (next ?? undefined) })}>
            <Tabs.List data-testid="voucher-tabs">
              {VOUCHER_TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`vouchers.tab.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <SearchBox value={values.q} onSearch={(q) => update({ q })} label={t('vouchers.search')} />
          <VoucherResults
            result={result}
            canEdit={canEdit}
            onDelete={setDeleting}
            onPage={(p) => update({ page: p })}
          />
        </Stack>
      </Card>
      <ConfirmModal
        opened={deleting !== null}
        title={t('vouchers.deleteTitle')}
        message={t('vouchers.deleteMessage', { code: deleting?.voucherCode ?? '' })}
        confirmLabel={t('vouchers.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="voucher-delete-confirm"
      />
    </Stack>
  );
}

function VoucherResults({
  result,
  canEdit,
  onDelete,
  onPage,
}: {
  result: UseQueryResult<VoucherPage>;
  canEdit: boolean;
  onDelete: (voucher: VoucherView) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  if (isPending) return <SkeletonBlock rows={6} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.items.length === 0) return <EmptyList title={t('vouchers.empty')} description={t('vouchers.emptyHint')} />;
  return (
    <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
      <Box visibleFrom="sm">
        <VoucherTable items={data.items} canEdit={canEdit} onDelete={onDelete} />
      </Box>
      <Box hiddenFrom="sm">
        <VoucherCards items={data.items} canEdit={canEdit} onDelete={onDelete} />
      </Box>
      <ListFooter testId="voucher-range" data={data} onPage={onPage} />
    </Stack>
  );
}
