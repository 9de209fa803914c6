import { Anchor, Group, Text } from '@mantine/core';
import { formatDateTime, type PayoutView } from '@niaga/shared';
import { IconBan, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../ui/date-format';
import { IconAction } from '../../ui/icon-action';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { PayoutCard } from './payout-card';
import { usePayoutColumns } from './payout-columns';
import { accountLine, PayoutStatusBadge } from './payout-ui';

export type HqPayoutActions = { onOpen: (id: string) => void; onReject: (payout: PayoutView) => void };

const agentHref = (agentId: string) => `/commission-payout/details?agentId=${encodeURIComponent(agentId)}`;

/** HQ's payout table: reference, agent, bank, amount, requested, status and the row buttons. */
export function useHqPayoutColumns(actions: HqPayoutActions): ListColumn<PayoutView>[] {
  const { t } = useTranslation();
  const { reference, amount, requested } = usePayoutColumns(actions.onOpen);
  return [
    reference,
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
    amount,
    requested,
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
  const { timeZone } = useDateFormat();
  const head = (
    <>
      <Anchor component={Link} to={agentHref(payout.agentId)} size="sm" fw={600}>
        {payout.agentName}
      </Anchor>
      <Text size="xs" c="dimmed" ff="monospace">
        {payout.reference} · {formatDateTime(payout.requestedAt, timeZone)}
      </Text>
    </>
  );
  return (
    <PayoutCard payout={payout} head={head} note={payout.status === 'rejected' ? payout.rejectReason : undefined}>
      <HqPayoutRowActions payout={payout} {...actions} />
    </PayoutCard>
  );
}

function HqPayoutRowActions({ payout, onOpen, onReject }: { payout: PayoutView } & HqPayoutActions) {
  const { t } = useTranslation();
  const rejectable = payout.status === 'requested' || payout.status === 'approved';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <IconAction
        label={t('payouts.hq.details')}
        withArrow
        variant="subtle"
        onClick={() => onOpen(payout.id)}
        data-testid="payout-open"
        icon={<IconEye size={18} />}
      />
      {rejectable && (
        <IconAction
          label={t('payouts.hq.reject')}
          withArrow
          variant="subtle"
          color="red"
          onClick={() => onReject(payout)}
          data-testid="payout-reject"
          icon={<IconBan size={18} />}
        />
      )}
    </Group>
  );
}
