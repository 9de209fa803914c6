import './vouchers-texts';
import { ActionIcon, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { VoucherView } from '@niaga/shared';
import { IconEdit, IconHistory, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAction } from '../../ui/icon-action';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { formatDay, VoucherBenefit, VoucherCodeName, VoucherStatusBadge } from './voucher-ui';

type ActionProps = { canEdit: boolean; onDelete: (voucher: VoucherView) => void };

const historyPath = (voucherId: string) => `/voucher/history?voucherId=${encodeURIComponent(voucherId)}`;

function Actions({ voucher, canEdit, onDelete }: { voucher: VoucherView } & ActionProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('vouchers.history')}>
        <ActionIcon variant="subtle" component={Link} to={historyPath(voucher.id)} aria-label={t('vouchers.history')}>
          <IconHistory size={18} />
        </ActionIcon>
      </Tooltip>
      {canEdit && (
        <>
          <Tooltip label={t('vouchers.edit')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/voucher/edit/${encodeURIComponent(voucher.id)}`}
              aria-label={t('vouchers.edit')}
              data-testid="voucher-edit"
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <IconAction
            label={t('vouchers.delete')}
            variant="subtle"
            color="red"
            onClick={() => onDelete(voucher)}
            data-testid="voucher-delete"
            icon={<IconTrash size={18} />}
          />
        </>
      )}
    </Group>
  );
}

const usage = (voucher: VoucherView) => `${voucher.usageCount} / ${voucher.totalUsableLimit}`;
const period = (voucher: VoucherView) =>
  `${formatDay(voucher.voucherStartDate)} – ${formatDay(voucher.voucherStopDate)}`;

/** The voucher table's columns (desktop). */
export function useVoucherColumns(actions: ActionProps): ListColumn<VoucherView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    {
      accessor: 'voucherCode',
      title: t('vouchers.col.voucher'),
      render: (voucher) => <VoucherCodeName code={voucher.voucherCode} name={voucher.voucherName} nameMaw={220} />,
    },
    {
      accessor: 'benefit',
      title: t('vouchers.col.benefit'),
      render: (voucher) => <VoucherBenefit voucher={voucher} money={money} />,
    },
    { accessor: 'period', title: t('vouchers.col.period'), render: period, cellStyle: { whiteSpace: 'nowrap' } },
    { accessor: 'usage', title: t('vouchers.col.usage'), textAlign: 'right', render: usage, col: 'usage' },
    { accessor: 'voucherUsgLimit', title: t('vouchers.col.perAgent'), textAlign: 'right' },
    {
      accessor: 'status',
      title: t('vouchers.col.status'),
      render: (voucher) => <VoucherStatusBadge status={voucher.status} size="sm" />,
    },
    actionsColumn(t('common.actions'), (voucher) => <Actions voucher={voucher} {...actions} />),
  ];
}

/** One voucher on a phone. */
export function VoucherCard({ voucher, ...actions }: { voucher: VoucherView } & ActionProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <VoucherCodeName code={voucher.voucherCode} name={voucher.voucherName} truncate />
        </div>
        <VoucherStatusBadge status={voucher.status} size="sm" />
      </Group>
      <VoucherBenefit voucher={voucher} money={money} />
      <Text size="sm">
        {t('vouchers.col.period')}: {period(voucher)}
      </Text>
      <SimpleGrid cols={2} spacing={6}>
        <Mini label={t('vouchers.col.usage')} value={usage(voucher)} />
        <Mini label={t('vouchers.col.perAgent')} value={String(voucher.voucherUsgLimit)} />
      </SimpleGrid>
      <Actions voucher={voucher} {...actions} />
    </>
  );
}
