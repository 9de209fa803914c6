import { Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ExternalInvoiceStatus,
  type ExternalInvoiceView,
  formatDayShort,
  PROVIDER_LABELS,
  type RecordingStatus,
} from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/info';
import { invoiceMoney } from './invoice-money';

const STATUS_COLORS: Record<ExternalInvoiceStatus, string> = {
  draft: 'gray',
  open: 'blue',
  partially_paid: 'yellow',
  overdue: 'red',
  paid: 'teal',
  void: 'gray',
};
const RECORDING_COLORS: Record<RecordingStatus, string> = { pending: 'blue', recorded: 'teal', failed: 'red' };

export function InvoiceStatusBadge({ status }: { status: ExternalInvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="invoice-status">
      {t(`ejenpayInvoice.status.${status}`)}
    </Badge>
  );
}

export function RecordingBadge({ status }: { status: RecordingStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={RECORDING_COLORS[status]} variant="light" data-testid="recording-status">
      {t(`ejenpayInvoice.recording.${status}`)}
    </Badge>
  );
}

/** The invoice's heading facts and its lines, as the accounting system has them. */
export function InvoiceSummary({ invoice }: { invoice: ExternalInvoiceView }) {
  const { t } = useTranslation();
  const money = (sen: number) => invoiceMoney(sen, invoice.currency);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="invoice-summary">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('ejenpayInvoice.number', { number: invoice.number })}
            </Title>
            <Text size="sm" c="dimmed">
              {PROVIDER_LABELS[invoice.provider]}
            </Text>
          </div>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Info label={t('ejenpayInvoice.billedTo')} value={invoice.contactName} />
          <Info label={t('ejenpayInvoice.date')} value={invoice.date ? formatDayShort(invoice.date) : null} />
          <Info
            label={t('ejenpayInvoice.dueDate')}
            value={invoice.dueDate ? formatDayShort(invoice.dueDate) : null}
            testId="invoice-due"
          />
          <Info label={t('ejenpayInvoice.total')} value={money(invoice.total)} testId="invoice-total" />
          <Info label={t('ejenpayInvoice.balance')} value={money(invoice.balance)} testId="invoice-balance" />
        </SimpleGrid>
        <Divider label={t('ejenpayInvoice.lines')} labelPosition="left" />
        {invoice.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ejenpayInvoice.noLines')}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="invoice-lines">
            {invoice.lines.map((line, index) => (
              // Lines have no id of their own in either system: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
              <Group key={index} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line.description || '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('ejenpayInvoice.lineQuantity', { quantity: line.quantity, unit: money(line.unitAmount) })}
                  </Text>
                </div>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {money(line.amount)}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={600}>{t('ejenpayInvoice.balance')}</Text>
              <Text fw={700}>{money(invoice.balance)}</Text>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The caller's own payments of the invoice made here, with where each stands on the invoice. */
export function InvoicePayments({ invoice }: { invoice: ExternalInvoiceView }) {
  const { t } = useTranslation();
  if (invoice.payments.length === 0) return null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="invoice-payments">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('ejenpayInvoice.payments')}
        </Title>
        {invoice.payments.map((payment) => (
          <Group key={payment.paymentId} justify="space-between" gap="xs">
            <div>
              <Text size="sm" fw={500}>
                {invoiceMoney(payment.amount, invoice.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDayShort(payment.createdAt.slice(0, 10))} · {t(`ejenpayInvoice.paymentStatus.${payment.status}`)}
              </Text>
            </div>
            {payment.recording && <RecordingBadge status={payment.recording.status} />}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
