import './subscription-texts';
import { Alert, Anchor, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SubscriptionPaymentView } from '@niaga/shared';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { userKeys } from '../../app/current-user';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { ResultCard } from '../../ui/result-card';
import {
  invoicePath,
  PAYMENT_POLL_MS,
  subscriptionApi,
  subscriptionKeys,
  subscriptionPaymentQuery,
} from './subscription.api';

function Paid({ payment }: { payment: SubscriptionPaymentView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const receipt = payment.receipt;
  const download = useMutation({
    mutationFn: () => subscriptionApi.receiptPdf(receipt!),
    onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
  });
  const settled = payment.invoice.balance === 0;
  return (
    <ResultCard
      icon={
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={40} />
        </ThemeIcon>
      }
      title={t('subscription.payment.paid')}
      testId="subscription-payment-paid"
    >
      <Text>
        {t('subscription.payment.paidText', {
          amount: money(receipt?.amount ?? payment.amount),
          number: payment.invoice.number,
        })}
      </Text>
      <Text size="sm" c={settled ? 'teal' : 'dimmed'} data-testid="subscription-payment-balance">
        {settled
          ? t('subscription.payment.settled')
          : t('subscription.payment.rest', { amount: money(payment.invoice.balance) })}
      </Text>
      {receipt && (
        <Anchor component="button" type="button" onClick={() => download.mutate()} data-testid="payment-receipt">
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={16} />
            {t('subscription.receipt.download', { number: receipt.receiptNo })}
          </Group>
        </Anchor>
      )}
      <Group justify="center" gap="sm">
        <LinkButton to={invoicePath(payment.invoice.id)} variant="default" data-testid="to-invoice">
          {t('subscription.payment.toInvoice')}
        </LinkButton>
        <LinkButton to="/" data-testid="to-dashboard">
          {t('subscription.payment.toDashboard')}
        </LinkButton>
      </Group>
    </ResultCard>
  );
}

function Failed({ payment }: { payment: SubscriptionPaymentView }) {
  const { t } = useTranslation();
  return (
    <ResultCard
      icon={
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconCircleX size={40} />
        </ThemeIcon>
      }
      title={t('subscription.payment.failed')}
      testId="subscription-payment-failed"
    >
      <Text>{t('subscription.payment.failedText', { number: payment.invoice.number })}</Text>
      <LinkButton to={invoicePath(payment.invoice.id)} data-testid="try-again">
        {t('subscription.payment.tryAgain')}
      </LinkButton>
    </ResultCard>
  );
}

/**
 * /subscription/payment?payment=ID, where the provider sends HQ back: follows the payment until the callback has
 * settled it, then shows the outcome and the receipt. A paid payment may have lifted the lock: the signed-in user
 * and the subscription are read again at once.
 */
export function SubscriptionPaymentPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('payment') ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    ...subscriptionPaymentQuery(id),
    enabled: id !== '',
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({
      queryKey: subscriptionKeys.all,
      predicate: (cached) => cached.queryKey[1] !== 'payment',
    });
  }, [status, queryClient]);

  if (!id)
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} maw={560} mx="auto">
        {t('subscription.payment.missing')}
      </Alert>
    );
  if (query.error) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const payment = query.data;
  if (!payment) return <SkeletonBlock rows={4} />;
  if (payment.status === 'paid') return <Paid payment={payment} />;
  if (payment.status === 'failed') return <Failed payment={payment} />;
  return (
    <ResultCard
      icon={<Loader size="lg" />}
      title={t('subscription.payment.pending')}
      testId="subscription-payment-pending"
    >
      <Text size="sm" c="dimmed">
        {t('subscription.payment.pendingHint')}
      </Text>
    </ResultCard>
  );
}
