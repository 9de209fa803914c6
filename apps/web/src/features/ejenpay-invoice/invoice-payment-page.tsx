import './ejenpay-invoice-texts';
import { Alert, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ExternalPaymentView, PROVIDER_LABELS } from '@niaga/shared';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { externalPaymentQuery, FOLLOW_POLL_MS, invoicePagePath } from './ejenpay-invoice.api';
import { invoiceMoney } from './invoice-money';
import { RecordingBadge } from './invoice-parts';

/** Still moving: the gateway has not called back, or the recording job has not finished. */
const moving = (payment: ExternalPaymentView | undefined) =>
  !payment || payment.status === 'pending' || (payment.status === 'paid' && payment.recording?.status === 'pending');

/**
 * /ejenpay-invoice/payment?payment=ID, where the gateway sends the payer back: follows the payment until it is
 * settled, then says whether it was paid and whether it is recorded on the invoice in the accounting system.
 */
export function InvoicePaymentPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('payment') ?? '';
  const query = useQuery({
    ...externalPaymentQuery(id),
    enabled: id !== '',
    refetchInterval: (current) => (moving(current.state.data) ? FOLLOW_POLL_MS : false),
  });
  if (!id)
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} maw={560} mx="auto">
        {t('ejenpayInvoice.return.missing')}
      </Alert>
    );
  if (query.error && !query.data)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const payment = query.data;
  if (!payment) return <SkeletonBlock rows={4} />;
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      maw={560}
      mx="auto"
      w="100%"
      data-testid="invoice-payment"
    >
      <Stack gap="md" align="center" ta="center">
        <PaymentIcon payment={payment} />
        <Title order={1} size="h3">
          {t(`ejenpayInvoice.paymentStatus.${payment.status}`)}
        </Title>
        <PaymentOutcome payment={payment} />
        <Group justify="center">
          <LinkButton to={invoicePagePath(payment.provider, payment.invoiceId)} variant="default">
            {payment.status === 'failed' ? t('ejenpayInvoice.return.tryAgain') : t('ejenpayInvoice.return.back')}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  );
}

function PaymentIcon({ payment }: { payment: ExternalPaymentView }) {
  const [color, Icon] =
    payment.status === 'paid'
      ? (['teal', IconCircleCheck] as const)
      : payment.status === 'failed'
        ? (['red', IconCircleX] as const)
        : (['blue', IconClockHour4] as const);
  return (
    <ThemeIcon size={64} radius="xl" color={color} variant="light">
      <Icon size={40} />
    </ThemeIcon>
  );
}

function PaymentOutcome({ payment }: { payment: ExternalPaymentView }) {
  const { t } = useTranslation();
  const provider = PROVIDER_LABELS[payment.provider];
  const amount = invoiceMoney(payment.amount, payment.currency);
  if (payment.status === 'pending')
    return (
      <Group gap="xs" justify="center" data-testid="payment-waiting">
        <Loader size="sm" />
        <Text c="dimmed">{t('ejenpayInvoice.return.pending')}</Text>
      </Group>
    );
  if (payment.status === 'failed')
    return <Text c="dimmed">{t('ejenpayInvoice.return.failed', { number: payment.invoiceNumber })}</Text>;
  const recording = payment.recording;
  return (
    <Stack gap="sm" align="center">
      <Text data-testid="payment-paid">
        {t('ejenpayInvoice.return.paid', { amount, number: payment.invoiceNumber })}
      </Text>
      {recording && <RecordingBadge status={recording.status} />}
      {recording?.status === 'pending' && (
        <Group gap="xs" justify="center">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('ejenpayInvoice.return.recordingPending', { provider })}
          </Text>
        </Group>
      )}
      {recording?.status === 'recorded' && (
        <Text size="sm" c="dimmed" data-testid="payment-recorded">
          {t('ejenpayInvoice.return.recorded', { provider, id: recording.providerPaymentId ?? '' })}
        </Text>
      )}
      {recording?.status === 'failed' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} ta="left" data-testid="payment-record-failed">
          {t('ejenpayInvoice.return.recordFailed', { provider, error: recording.error ?? '' })}
        </Alert>
      )}
    </Stack>
  );
}
