import './vouchers-texts';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDateLong, type Language, type VoucherUseView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';
import { VoucherCodeName } from './voucher-ui';

function useWhen() {
  const { i18n } = useTranslation();
  return (use: VoucherUseView) => formatDateLong(use.createdAt, i18n.language as Language);
}

/** Used, or released again (the order was cancelled). */
function UseState({ use }: { use: VoucherUseView }) {
  const { t } = useTranslation();
  return use.releasedAt ? (
    <Badge color="gray" variant="light" tt="none" miw="max-content">
      {t('vouchers.released')}
    </Badge>
  ) : (
    <Badge color="teal" variant="light" tt="none" miw="max-content">
      {t('vouchers.used')}
    </Badge>
  );
}

/** The voucher-use table's columns (desktop). */
export function useVoucherUseColumns(): ListColumn<VoucherUseView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useWhen();
  return [
    { accessor: 'createdAt', title: t('vouchers.col.date'), render: when },
    {
      accessor: 'voucherCode',
      title: t('vouchers.col.voucher'),
      render: (use) => <VoucherCodeName code={use.voucherCode} name={use.voucherName} />,
    },
    { accessor: 'buyerName', title: t('vouchers.col.buyer'), render: (use) => use.buyerName ?? '—' },
    { accessor: 'orderId', title: t('vouchers.col.order'), cellStyle: { fontFamily: 'monospace' } },
    {
      accessor: 'discount',
      title: t('vouchers.col.discount'),
      textAlign: 'right',
      render: (use) => money(use.discount),
    },
    { accessor: 'status', title: t('vouchers.col.status'), render: (use) => <UseState use={use} /> },
  ];
}

/** One voucher use on a phone. */
export function VoucherUseCard({ use }: { use: VoucherUseView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useWhen();
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm" ff="monospace" truncate>
          {use.voucherCode}
        </Text>
        <UseState use={use} />
      </Group>
      <Text size="xs" c="dimmed">
        {when(use)}
      </Text>
      <SimpleGrid cols={2} spacing={6}>
        <Text size="sm">{use.buyerName ?? '—'}</Text>
        <Text size="sm" ta="right" fw={600}>
          {money(use.discount)}
        </Text>
      </SimpleGrid>
      <Text size="xs" c="dimmed" ff="monospace" truncate>
        {t('vouchers.col.order')}: {use.orderId}
      </Text>
    </>
  );
}
