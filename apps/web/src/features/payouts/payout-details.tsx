import './payouts-texts';
import { Alert, Box, Group, Modal, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, type PayoutDetail, type PayoutView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { Info } from '../../ui/info';
import { type ListColumn, ListTable } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';
import { PayoutStatusBadge } from './payout-ui';
import { payoutDetailQuery } from './payouts.api';

type Entry = PayoutDetail['entries'][number];

/** An entry's type, "reversal" after it when it takes commission back. */
function EntryType({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`payouts.type.${entry.type}`)}
      {entry.reversal && (
        <Text span size="xs" c="red" ml={6}>
          {t('payouts.reversal')}
        </Text>
      )}
    </>
  );
}

/** The commission entries a payout pays (wide screens): type, month, order and amount. */
function EntryTable({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: ListColumn<Entry>[] = [
    { accessor: 'type', title: t('payouts.col.type'), render: (entry) => <EntryType entry={entry} /> },
    { accessor: 'period', title: t('payouts.col.month'), render: (entry) => entry.period.slice(0, 7) },
    {
      accessor: 'sourceReferenceNo',
      title: t('payouts.col.order'),
      cellStyle: { fontFamily: 'var(--mantine-font-family-monospace)' },
      render: (entry) => entry.sourceReferenceNo ?? '—',
    },
    {
      accessor: 'amount',
      title: t('payouts.col.amount'),
      textAlign: 'right',
      cellStyle: { whiteSpace: 'nowrap' },
      render: (entry) => (
        <Text span size="sm" c={entry.amount < 0 ? 'red' : undefined}>
          {money(entry.amount)}
        </Text>
      ),
    },
  ];
  return <ListTable items={entries} spec={{ columns, testId: 'payout-entries', minWidth: 420 }} />;
}

/** When each step happened and who took it. */
function Timeline({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation();
  const { timeZone } = useDateFormat();
  const step = (key: string, at: string | null, by?: string | null) =>
    at ? (
      <Info
        label={t(`payouts.step.${key}`)}
        value={
          by ? t('payouts.byWhom', { date: formatDateTime(at, timeZone), name: by }) : formatDateTime(at, timeZone)
        }
      />
    ) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {step('requested', payout.requestedAt)}
      {step('approved', payout.approvedAt, payout.approvedByName)}
      {step('bankFile', payout.bankFileAt)}
      {step('paid', payout.paidAt, payout.paidByName)}
      {step('rejected', payout.rejectedAt, payout.rejectedByName)}
    </SimpleGrid>
  );
}

/** One payout: amount, bank details it will be paid to, each step, and the commission entries it pays. */
export function PayoutDetailsModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('payouts.details.title')} centered size="xl">
      {id && <PayoutDetails id={id} />}
    </Modal>
  );
}

function PayoutDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, error, isPending, refetch } = useQuery(payoutDetailQuery(id));
  if (isPending) return <SkeletonBlock rows={6} />;
  if (error || !data) return <ErrorState message={error?.message ?? ''} onRetry={() => void refetch()} />;
  return (
    <Stack gap="md" data-testid="payout-details">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" ff="monospace">
            {data.reference}
          </Text>
          <Text size="xl" fw={700} data-testid="payout-amount">
            {money(data.amount)}
          </Text>
          <Text size="sm">{data.agentName}</Text>
        </div>
        <PayoutStatusBadge status={data.status} size="lg" />
      </Group>
      {data.rejectReason && (
        <Alert color="red" variant="light" title={t('payouts.rejectReason')} data-testid="reject-reason">
          {data.rejectReason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Info label={t('payouts.bank')} value={data.bank?.bankName ?? '—'} />
        <Info label={t('payouts.accountNumber')} value={data.bank?.accountNumber ?? '—'} />
        <Info label={t('payouts.accountName')} value={data.bank?.accountName ?? '—'} />
        {data.paymentReference && <Info label={t('payouts.paymentReference')} value={data.paymentReference} />}
      </SimpleGrid>
      <Timeline payout={data} />
      <Text fw={600}>{t('payouts.entries', { count: data.entries.length })}</Text>
      {data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {data.status === 'rejected' ? t('payouts.entriesReleased') : t('payouts.noEntries')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Box visibleFrom="sm">
            <EntryTable entries={data.entries} />
          </Box>
          <Stack gap={6} hiddenFrom="sm" data-testid="payout-entry-list">
            {data.entries.map((entry) => (
              <Group key={entry.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">
                    <EntryType entry={entry} />
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {[entry.period.slice(0, 7), entry.sourceReferenceNo].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                <Text size="sm" fw={600} c={entry.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {money(entry.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
