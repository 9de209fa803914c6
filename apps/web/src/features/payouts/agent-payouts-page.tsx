import './payouts-texts';
import { Alert, Anchor, Box, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type PayoutBalance, type PayoutPage, type PayoutView } from '@niaga/shared';
import { IconCash, IconInfoCircle } from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { useDateFormat } from '../../ui/date-format';
import { ListFooter } from '../../ui/list-page/paging';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { bankLine, PayoutDetailsModal, PayoutStatusBadge } from './payout-ui';
import { payoutApi, payoutListQuery, refreshPayouts } from './payouts.api';

/** /commission/payouts: the agent's payable balance, the request button and its own payouts. */
export function AgentPayoutsPage() {
  const { t } = useTranslation();
  const { page, update } = useUrlState([]);
  const result = useQuery(payoutListQuery({ page }));
  const [detailsId, setDetailsId] = useState<string | null>(null);
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
          <History result={result} onPage={(next) => update({ page: next })} onOpen={setDetailsId} />
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
              <Text fz={32} fw={700} lh={1.2} style={{ whiteSpace: 'nowrap' }} data-testid="payable-balance">
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
        {balance.payable <= 0 && (
          <Text size="sm" c="dimmed">
            {t('payouts.agent.nothing')}
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

function History({
  result,
  onPage,
  onOpen,
}: {
  result: UseQueryResult<PayoutPage>;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const { data, error, isPending, refetch } = result;
  if (isPending) return <SkeletonBlock rows={4} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.items.length === 0)
    return <EmptyList title={t('payouts.agent.empty')} description={t('payouts.agent.emptyHint')} />;
  return (
    <Stack gap="sm">
      <Box visibleFrom="sm">
        <Table verticalSpacing="xs" striped highlightOnHover fz="sm" data-testid="agent-payouts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payouts.col.reference')}</Table.Th>
              <Table.Th>{t('payouts.col.requested')}</Table.Th>
              <Table.Th>{t('payouts.col.bank')}</Table.Th>
              <Table.Th ta="right">{t('payouts.col.amount')}</Table.Th>
              <Table.Th>{t('payouts.col.status')}</Table.Th>
              <Table.Th>{t('payouts.col.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((payout) => (
              <Table.Tr key={payout.id} data-payout={payout.reference}>
                <Table.Td>
                  <Anchor component="button" type="button" ff="monospace" size="sm" onClick={() => onOpen(payout.id)}>
                    {payout.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payout.requestedAt, timeZone)}</Table.Td>
                <Table.Td>{bankLine(payout.bank)}</Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(payout.amount)}
                </Table.Td>
                <Table.Td>
                  <PayoutStatusBadge status={payout.status} size="sm" />
                </Table.Td>
                <Table.Td c={payout.status === 'rejected' ? 'red' : 'dimmed'}>{statusNote(payout, t) || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        {data.items.map((payout) => (
          <Card key={payout.id} withBorder radius="md" padding="sm" data-payout={payout.reference}>
            <Stack gap={8}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Anchor component="button" type="button" ff="monospace" size="sm" onClick={() => onOpen(payout.id)}>
                    {payout.reference}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(payout.requestedAt, timeZone)}
                  </Text>
                </div>
                <PayoutStatusBadge status={payout.status} size="sm" />
              </Group>
              <Mini label={t('payouts.col.amount')} value={money(payout.amount)} />
              <div>
                <Text size="xs" c="dimmed">
                  {t('payouts.col.bank')}
                </Text>
                <Text size="sm">{bankLine(payout.bank)}</Text>
              </div>
              {statusNote(payout, t) && (
                <Text size="sm" c={payout.status === 'rejected' ? 'red' : 'dimmed'}>
                  {statusNote(payout, t)}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
      <ListFooter data={data} onPage={onPage} />
    </Stack>
  );
}
