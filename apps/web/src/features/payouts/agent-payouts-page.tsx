import './payouts-texts';
import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type PayoutBalance, type PayoutView } from '@niaga/shared';
import { IconCash, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListResults } from '../../ui/list-page/list-results';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { PayoutCard } from './payout-card';
import { PayoutReferenceButton, usePayoutColumns } from './payout-columns';
import { PayoutDetailsModal } from './payout-details';
import { bankLine, PayoutStatusBadge } from './payout-ui';
import { payoutApi, payoutListQuery, refreshPayouts } from './payouts.api';

/** /commission/payouts: the agent's payable balance, the request button and its own payouts. */
export function AgentPayoutsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(() => ({}));
  const result = useQuery(payoutListQuery({ page: filters.page }));
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const columns = useAgentPayoutColumns(setDetailsId);
  return (
    <Stack gap="lg">
      <PageHeader title={t('payouts.menu.agent')} subtitle={t('payouts.agent.subtitle')} />
      {result.isPending ? (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={3} />
        </Card>
      ) : result.error && !result.data ? (
        <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />
      ) : result.data?.balance ? (
        <BalanceCard balance={result.data.balance} />
      ) : null}
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Text fw={600}>{t('payouts.agent.history')}</Text>
          <ListResults
            result={result}
            onPage={(page) => setFilters({ page })}
            empty={{ title: t('payouts.agent.empty'), description: t('payouts.agent.emptyHint') }}
            table={{
              columns,
              testId: 'agent-payouts',
              minWidth: 720,
              rowAttributes: (payout) => ({ 'data-payout': payout.reference }),
            }}
            card={(payout) => <AgentPayoutCard payout={payout} onOpen={setDetailsId} />}
            cardsTestId="agent-payout-cards"
            tableFrom="sm"
            skeletonRows={4}
          />
        </Stack>
      </Card>
      <PayoutDetailsModal id={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}

function BalanceCard({ balance }: { balance: PayoutBalance }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState('');
  const request = useMutation({
    mutationFn: () => payoutApi.request(key),
    onSuccess: ({ message }) => {
      notifications.show({ color: 'teal', message });
      setConfirming(false);
      void refreshPayouts(queryClient);
    },
  });
  const belowMinimum = balance.payable > 0 && balance.payable < balance.minPayout;
  const canRequest = balance.payable > 0 && !belowMinimum && balance.hasBank && !balance.suspended;
  const open = () => {
    request.reset();
    setKey(crypto.randomUUID());
    setConfirming(true);
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="payout-balance">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <Group gap="xl" align="flex-end" wrap="wrap">
            <div>
              <Text size="sm" c="dimmed">
                {t('payouts.agent.payable')}
              </Text>
              <Text
                fz={32}
                fw={700}
                lh={1.2}
                c={balance.payable < 0 ? 'red' : undefined}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="payable-balance"
              >
                {money(balance.payable)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('payouts.agent.minimum')}
              </Text>
              <Text size="lg" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="minimum-payout">
                {balance.minPayout > 0 ? money(balance.minPayout) : t('payouts.agent.noMinimum')}
              </Text>
            </div>
          </Group>
          <Button
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            leftSection={<IconCash size={18} />}
            disabled={!canRequest}
            onClick={open}
            data-testid="request-payout"
          >
            {t('payouts.agent.request')}
          </Button>
        </Group>
        {!balance.hasBank && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} data-testid="no-bank">
            {t('payouts.agent.noBank')}{' '}
            <Anchor component={Link} to="/profile" size="sm" c="inherit" fw={600} underline="always">
              {t('payouts.agent.toProfile')}
            </Anchor>
          </Alert>
        )}
        {belowMinimum && (
          <Text size="sm" c="dimmed" data-testid="below-minimum">
            {t('payouts.agent.belowMinimum', { minimum: money(balance.minPayout) })}
          </Text>
        )}
        {balance.payable === 0 && (
          <Text size="sm" c="dimmed">
            {t('payouts.agent.nothing')}
          </Text>
        )}
        {balance.payable < 0 && (
          <Text size="sm" c="red" data-testid="negative-balance">
            {t('payouts.agent.negative')}
          </Text>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('payouts.agent.confirmTitle')} centered>
        <Stack gap="md" data-testid="request-confirm">
          <Text>{t('payouts.agent.confirmMessage', { amount: money(balance.payable) })}</Text>
          <ErrorAlert error={request.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => request.mutate()} loading={request.isPending} data-testid="request-confirm-button">
              {t('payouts.agent.request')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function statusNote(payout: PayoutView, t: (key: string, options?: Record<string, unknown>) => string) {
  if (payout.status === 'rejected') return payout.rejectReason ?? '';
  if (payout.status === 'paid' && payout.paymentReference)
    return t('payouts.paidReference', { reference: payout.paymentReference });
  return '';
}

/** The agent's payout table: reference, requested, bank, amount, status and the status note. */
function useAgentPayoutColumns(onOpen: (id: string) => void): ListColumn<PayoutView>[] {
  const { t } = useTranslation();
  const { reference, amount, requested } = usePayoutColumns(onOpen);
  return [
    reference,
    requested,
    { accessor: 'bank', title: t('payouts.col.bank'), render: (row) => bankLine(row.bank) },
    amount,
    {
      accessor: 'status',
      title: t('payouts.col.status'),
      render: (row) => <PayoutStatusBadge status={row.status} size="sm" />,
    },
    {
      accessor: 'note',
      title: t('payouts.col.note'),
      render: (row) => (
        <Text size="sm" c={row.status === 'rejected' ? 'red' : 'dimmed'}>
          {statusNote(row, t) || '—'}
        </Text>
      ),
    },
  ];
}

function AgentPayoutCard({ payout, onOpen }: { payout: PayoutView; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  const head = (
    <>
      <PayoutReferenceButton payout={payout} onOpen={onOpen} />
      <Text size="xs" c="dimmed">
        {formatDateTime(payout.requestedAt, timeZone)}
      </Text>
    </>
  );
  return <PayoutCard payout={payout} head={head} note={statusNote(payout, t)} />;
}
