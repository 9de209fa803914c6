import './store-checkout-texts';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { formatMoney } from '@niaga/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useStorefront } from '../storefront';
import { storeCheckoutApi, storeSandboxQuery } from './store-checkout.api';

/**
 * `/s/:slug/ejenpay/:payType/:sessionId`: the sandbox gateway's hosted page for a guest's store order (only where
 * the server runs the sandbox): Pay, Fail or Cancel, then back to the store's result page.
 */
export function StoreSandboxPage() {
  const { t } = useTranslation();
  const { store } = useStorefront();
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useQuery(storeSandboxQuery(store.slug, sessionId));
  const complete = useMutation({
    mutationFn: (outcome: 'paid' | 'failed' | 'cancelled') =>
      storeCheckoutApi.completeSandbox(store.slug, sessionId, outcome),
    onSuccess: (result) => navigate(result.returnUrl, { replace: true }),
  });
  if (session.isPending) return <SkeletonBlock rows={4} />;
  if (session.isError) return <ErrorState message={session.error.message} onRetry={() => void session.refetch()} />;
  const amount = formatMoney(session.data.amount, session.data.currency);
  const busy = complete.isPending || complete.isSuccess;
  return (
    <Card withBorder radius="lg" p="lg" maw={440} mx="auto" data-testid="sandbox-page">
      <Stack gap="md" align="stretch">
        <Alert color="yellow">{t('storeCheckout.sandbox.testMode')}</Alert>
        <Text ta="center" c="dimmed" size="sm">
          {session.data.merchant}
        </Text>
        <Text ta="center" fz={32} fw={800} data-testid="sandbox-amount">
          {amount}
        </Text>
        <ErrorAlert error={complete.error} />
        <Button
          size="md"
          loading={busy && complete.variables === 'paid'}
          disabled={busy}
          onClick={() => complete.mutate('paid')}
          data-testid="sandbox-pay"
        >
          {t('storeCheckout.sandbox.pay', { amount })}
        </Button>
        <Button variant="outline" color="red" disabled={busy} onClick={() => complete.mutate('failed')}>
          {t('storeCheckout.sandbox.fail')}
        </Button>
      </Stack>
    </Card>
  );
}
