import './vouchers-texts';
import { Badge, Box, Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateLong, type Language, type VoucherUseView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { useMoney } from '../../ui/money';
import { PageHeading, SearchBox } from './voucher-ui';
import { voucherHistoryQuery, voucherListQuery } from './vouchers.api';

const KEYS = ['voucherId', 'q'] as const;

/** /voucher/history: every use of a voucher (released ones marked), filtered by voucher or searched. */
export function VoucherHistoryPage() {
  const { t } = useTranslation();
  const { values, page, update } = useUrlState(KEYS);
  const result = useQuery(voucherHistoryQuery({ voucherId: values.voucherId, q: values.q, page }));
  const vouchers = useQuery({ ...voucherListQuery({ tab: 'all', page: 1 }), placeholderData: undefined });
  const options = (vouchers.data?.items ?? []).map((v) => ({
    value: v.id,
    label: `${v.voucherCode} · ${v.voucherName}`,
  }));
  const { data, error, isPending, refetch } = result;

  return (
    <Stack gap="lg">
      <PageHeading title={t('vouchers.menu.history')} subtitle={t('vouchers.historySubtitle')} />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <Select
              aria-label={t('vouchers.filterVoucher')}
              placeholder={t('vouchers.allVouchers')}
              data={options}
              value={values.voucherId ?? null}
              onChange={(voucherId) => update({ voucherId: voucherId ?? undefined })}
              searchable
              clearable
              data-testid="history-voucher"
              style={{ flex: 1, minWidth: 200 }}
            />
            <SearchBox value={values.q} onSearch={(q) => update({ q })} label={t('vouchers.historySearch')} />
          </Group>
          {isPending ? (
            <SkeletonBlock rows={6} />
          ) : error && !data ? (
            <ErrorState message={error.message} onRetry={() => void refetch()} />
          ) : !data || data.items.length === 0 ? (
            <EmptyList title={t('vouchers.historyEmpty')} description={t('vouchers.historyEmptyHint')} />
          ) : (
            <Stack gap="sm">
              <UseList items={data.items} />
              <ListFooter testId="voucher-range" data={data} onPage={(p) => update({ page: p })} />
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function UseList({ items }: { items: VoucherUseView[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = (use: VoucherUseView) => formatDateLong(use.createdAt, i18n.language as Language);
  const state = (use: VoucherUseView) =>
    use.releasedAt ? (
      <Badge color="gray" variant="light" tt="none" miw="max-content">
        {t('vouchers.released')}
      </Badge>
    ) : (
      <Badge color="teal" variant="light" tt="none" miw="max-content">
        {t('vouchers.used')}
      </Badge>
    );
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={820} type="native">
          <Table verticalSpacing="xs" striped fz="sm" data-testid="history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vouchers.col.date')}</Table.Th>
                <Table.Th>{t('vouchers.col.voucher')}</Table.Th>
                <Table.Th>{t('vouchers.col.buyer')}</Table.Th>
                <Table.Th>{t('vouchers.col.order')}</Table.Th>
                <Table.Th ta="right">{t('vouchers.col.discount')}</Table.Th>
                <Table.Th>{t('vouchers.col.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((use) => (
                <Table.Tr key={use.id}>
                  <Table.Td>{when(use)}</Table.Td>
                  <Table.Td>
                    <Text fw={700} size="sm" ff="monospace">
                      {use.voucherCode}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {use.voucherName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{use.buyerName ?? '—'}</Table.Td>
                  <Table.Td ff="monospace">{use.orderId}</Table.Td>
                  <Table.Td ta="right">{money(use.discount)}</Table.Td>
                  <Table.Td>{state(use)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="sm" hiddenFrom="sm" data-testid="history-cards">
        {items.map((use) => (
          <Card key={use.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} size="sm" ff="monospace" truncate>
                {use.voucherCode}
              </Text>
              {state(use)}
            </Group>
            <Text size="xs" c="dimmed">
              {when(use)}
            </Text>
            <SimpleGrid cols={2} spacing={6} mt={6}>
              <Text size="sm">{use.buyerName ?? '—'}</Text>
              <Text size="sm" ta="right" fw={600}>
                {money(use.discount)}
              </Text>
            </SimpleGrid>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {t('vouchers.col.order')}: {use.orderId}
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
