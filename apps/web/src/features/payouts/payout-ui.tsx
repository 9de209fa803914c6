import './payouts-texts';
import {
  Alert,
  Badge,
  type BadgeProps,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { formatDateTime, type PayoutOutcome, type PayoutStatus, type PayoutView } from '@niaga/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { Info } from '../../ui/info';
import { useMoney } from '../../ui/money';
import { payoutDetailQuery } from './payouts.api';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
};

export function PayoutStatusBadge({ status, ...props }: { status: PayoutStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tt="none"
      data-status={status}
      style={{ flex: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {t(`payouts.status.${status}`)}
    </Badge>
  );
}

/** "Maybank · ••••5678" */
export function bankLine(bank: PayoutView['bank']): string {
  if (!bank?.bankName) return '—';
  const account = bank.accountNumber ? ` · ••••${bank.accountNumber.slice(-4)}` : '';
  return `${bank.bankName}${account}`;
}

/** "••••5678 · Chong Wei Ming" (the line under the bank's name). */
export function accountLine(bank: PayoutView['bank']): string {
  return [bank?.accountNumber ? `••••${bank.accountNumber.slice(-4)}` : null, bank?.accountName]
    .filter(Boolean)
    .join(' · ');
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
            <Table.ScrollContainer minWidth={420} type="native">
              <Table fz="sm" striped verticalSpacing={6} data-testid="payout-entries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('payouts.col.type')}</Table.Th>
                    <Table.Th>{t('payouts.col.month')}</Table.Th>
                    <Table.Th>{t('payouts.col.order')}</Table.Th>
                    <Table.Th ta="right">{t('payouts.col.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>
                        {t(`payouts.type.${entry.type}`)}
                        {entry.reversal && (
                          <Text span size="xs" c="red" ml={6}>
                            {t('payouts.reversal')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{entry.period.slice(0, 7)}</Table.Td>
                      <Table.Td ff="monospace">{entry.sourceReferenceNo ?? '—'}</Table.Td>
                      <Table.Td ta="right" c={entry.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                        {money(entry.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <Stack gap={6} hiddenFrom="sm" data-testid="payout-entry-list">
            {data.entries.map((entry) => (
              <Group key={entry.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm">
                    {t(`payouts.type.${entry.type}`)}
                    {entry.reversal && (
                      <Text span size="xs" c="red" ml={6}>
                        {t('payouts.reversal')}
                      </Text>
                    )}
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

/** Each payout's result of a bulk move: done, or refused with the server's reason. */
export function OutcomeList({ outcome, onClose }: { outcome: PayoutOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="payout-outcome">
      <Group gap="xs">
        <Badge color="teal" variant="light" tt="none" size="lg" data-testid="outcome-done">
          {t('payouts.outcome.done', { count: outcome.done })}
        </Badge>
        {outcome.refused > 0 && (
          <Badge color="red" variant="light" tt="none" size="lg">
            {t('payouts.outcome.refused', { count: outcome.refused })}
          </Badge>
        )}
      </Group>
      <ScrollArea.Autosize mah={360}>
        <Stack gap="xs">
          {outcome.results.map((result) => (
            <Paper key={result.id} withBorder p="xs" radius="md" data-ok={result.ok ? 'true' : 'false'}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon color={result.ok ? 'teal' : 'red'} variant="light" size="sm" radius="xl">
                  {result.ok ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} ff="monospace">
                    {result.reference ?? result.id}
                  </Text>
                  <Text size="sm" c={result.ok ? 'dimmed' : 'red'}>
                    {result.message ?? t(`payouts.outcome.${result.outcome}`)}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="outcome-close">
          {t('payouts.close')}
        </Button>
      </Group>
    </Stack>
  );
}
