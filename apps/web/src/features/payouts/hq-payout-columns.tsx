import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { formatDateTime, type PayoutView } from '@niaga/shared';
import { IconBan, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../ui/date-format';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { accountLine, PayoutStatusBadge } from './payout-ui';

export type HqPayoutActions = { onOpen: (id: string) => void; onReject: (payout: PayoutView) => void };

const agentHref = (agentId: string) => `/commission-payout/details?agentId=${encodeURIComponent(agentId)}`;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** HQ's payout table: reference, agent, bank, amount, requested, status and the row buttons. */
export function useHqPayoutColumns(actions: HqPayoutActions): ListColumn<PayoutView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  return [
    {
      accessor: 'reference',
      title: t('payouts.col.reference'),
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          ff="monospace"
          size="sm"
          fw={600}
          onClick={() => actions.onOpen(row.id)}
        >
          {row.reference}
        </Anchor>
      ),
    },
    {
      accessor: 'agentName',
      title: t('payouts.col.agent'),
      render: (row) => (
        <>
          <Anchor component={Link} to={agentHref(row.agentId)} size="sm" fw={500}>
            {row.agentName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.agentEmail}
          </Text>
        </>
      ),
    },
    {
      accessor: 'bank',
      title: t('payouts.col.bank'),
      render: (row) => (
        <>
          {row.bank?.bankName ?? '—'}
          <Text size="xs" c="dimmed">
            {accountLine(row.bank)}
          </Text>
        </>
      ),
    },
    {
      accessor: 'amount',
      title: t('payouts.col.amount'),
      textAlign: 'right',
      cellStyle: { ...nowrap, fontWeight: 600 },
      render: (row) => money(row.amount),
    },
    {
      accessor: 'requestedAt',
      title: t('payouts.col.requested'),
      cellStyle: nowrap,
      render: (row) => formatDateTime(row.requestedAt, timeZone),
    },
    {
      accessor: 'status',
      title: t('payouts.col.status'),
      render: (row) => (
        <>
          <PayoutStatusBadge status={row.status} size="sm" />
          {row.status === 'rejected' && row.rejectReason && (
            <Text size="xs" c="red" lineClamp={2} maw={220}>
              {row.rejectReason}
            </Text>
          )}
          {row.bankFileAt && row.status === 'approved' && (
            <Text size="xs" c="dimmed">
              {t('payouts.hq.inBankFile')}
            </Text>
          )}
        </>
      ),
    },
    actionsColumn(t('common.actions'), (row) => <HqPayoutRowActions payout={row} {...actions} />),
  ];
}

/** One payout on a phone: agent, reference and date, status, amount, bank, reject reason and the buttons. */
export function HqPayoutCard({ payout, ...actions }: { payout: PayoutView } & HqPayoutActions) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={agentHref(payout.agentId)} size="sm" fw={600}>
            {payout.agentName}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {payout.reference} · {formatDateTime(payout.requestedAt, timeZone)}
          </Text>
        </div>
        <PayoutStatusBadge status={payout.status} size="sm" />
      </Group>
      <Mini label={t('payouts.col.amount')} value={money(payout.amount)} />
      <div>
        <Text size="xs" c="dimmed">
          {t('payouts.col.bank')}
        </Text>
        <Text size="sm">{payout.bank?.bankName ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {accountLine(payout.bank)}
        </Text>
      </div>
      {payout.status === 'rejected' && payout.rejectReason && (
        <Text size="sm" c="red">
          {payout.rejectReason}
        </Text>
      )}
      <HqPayoutRowActions payout={payout} {...actions} />
    </>
  );
}

function HqPayoutRowActions({ payout, onOpen, onReject }: { payout: PayoutView } & HqPayoutActions) {
  const { t } = useTranslation();
  const rejectable = payout.status === 'requested' || payout.status === 'approved';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('payouts.hq.details')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('payouts.hq.details')}
          onClick={() => onOpen(payout.id)}
          data-testid="payout-open"
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {rejectable && (
        <Tooltip label={t('payouts.hq.reject')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('payouts.hq.reject')}
            onClick={() => onReject(payout)}
            data-testid="payout-reject"
          >
            <IconBan size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
