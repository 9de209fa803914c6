import './subscription-texts';
import { Anchor, Button, Card, Divider, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatDateTime,
  formatDayShort,
  type SubscriptionInvoiceDetail,
  type SubscriptionReceiptView,
} from '@niaga/shared';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { Info } from '../../ui/info';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { PayInvoiceForm } from './pay-invoice-form';
import { subscriptionApi, subscriptionInvoiceQuery } from './subscription.api';
import { InvoiceStatusBadge, isOpen } from './subscription-ui';

function useDownload<T>(download: (item: T) => Promise<void>) {
  return useMutation({
    mutationFn: download,
    onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
  });
}

/** Every field of spec §3 "Subscription invoice", and what else the invoice says. */
function InvoiceFacts({ invoice }: { invoice: SubscriptionInvoiceDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="invoice-facts">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg" ff="monospace" data-testid="invoice-number">
            {invoice.number}
          </Text>
          <InvoiceStatusBadge status={invoice.status} size="lg" data-testid="invoice-status" />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Info label={t('subscription.col.date')} value={formatDayShort(invoice.issuedOn)} />
          <Info label={t('subscription.col.dueDate')} value={formatDayShort(invoice.dueOn)} />
          <Info label={t('subscription.col.systemDueDate')} value={formatDayShort(invoice.systemDueOn)} />
          <Info label={t('subscription.col.total')} value={money(invoice.total)} />
          <Info label={t('subscription.detail.paid')} value={money(invoice.paid)} />
          <Info
            label={t('subscription.col.balance')}
            value={
              <Text span fw={700} size="sm">
                {money(invoice.balance)}
              </Text>
            }
            testId="invoice-balance"
          />
        </SimpleGrid>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Info label={t('subscription.detail.description')} value={invoice.description} />
          {invoice.periodStart && invoice.periodEnd && (
            <Info
              label={t('subscription.detail.period')}
              value={`${formatDayShort(invoice.periodStart)} – ${formatDayShort(invoice.periodEnd)}`}
            />
          )}
          {invoice.paidAt && (
            <Info label={t('subscription.detail.paidAt')} value={formatDateTime(invoice.paidAt, timeZone)} />
          )}
          {invoice.voidReason && <Info label={t('subscription.detail.voidReason')} value={invoice.voidReason} />}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Receipts({ receipts }: { receipts: SubscriptionReceiptView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const download = useDownload(subscriptionApi.receiptPdf);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="invoice-receipts">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('subscription.receipts')}
        </Title>
        {receipts.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="receipts-empty">
            {t('subscription.receipts.empty')}
          </Text>
        ) : (
          receipts.map((receipt) => (
            <Group
              key={receipt.id}
              justify="space-between"
              gap="xs"
              wrap="wrap"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-receipt={receipt.receiptNo}
            >
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {money(receipt.amount)} · {t(`subscription.method.${receipt.method}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(receipt.paidAt, timeZone)}
                  {receipt.reference ? ` · ${receipt.reference}` : ''}
                  {receipt.received > receipt.amount
                    ? ` · ${t('subscription.receipt.toCredit', { amount: money(receipt.received - receipt.amount) })}`
                    : ''}
                </Text>
              </Stack>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => download.mutate(receipt)}
                data-testid="receipt-download"
              >
                <Group gap={4} wrap="nowrap">
                  <IconFileTypePdf size={16} />
                  {t('subscription.receipt.download', { number: receipt.receiptNo })}
                </Group>
              </Anchor>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}

/** /subscription/detail/:id: the invoice, paying the whole or a part, its receipts and the PDFs. */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const query = useQuery(subscriptionInvoiceQuery(id));
  const invoice = query.data;
  const download = useDownload(subscriptionApi.invoicePdf);
  const back = { to: '/subscription', label: t('subscription.detail.back') };
  return (
    <Stack gap="lg">
      <PageHeader
        back={back}
        title={invoice ? t('subscription.detail.title', { number: invoice.number }) : t('subscription.detailTitle')}
        actions={
          invoice && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => download.mutate(invoice)}
              data-testid="invoice-download"
            >
              {t('subscription.detail.download')}
            </Button>
          )
        }
      />
      {query.isPending ? (
        <SkeletonBlock rows={6} />
      ) : query.error ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        invoice && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: isOpen(invoice.status) ? 7 : 12 }}>
              <Stack gap="lg">
                <InvoiceFacts invoice={invoice} />
                <Receipts receipts={invoice.receipts} />
              </Stack>
            </Grid.Col>
            {isOpen(invoice.status) && (
              <Grid.Col span={{ base: 12, md: 5 }} order={{ base: -1, md: 0 }}>
                <PayInvoiceForm invoice={invoice} />
              </Grid.Col>
            )}
          </Grid>
        )
      )}
    </Stack>
  );
}
