import './payments-texts';
import { Alert, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { type PaymentStatus, type PaymentView, paymentReturnPath } from '@niaga/shared';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { ResultCard } from '../../ui/result-card';
import { PENDING_POLL_MS, paymentKeys, paymentQuery, topUpPath, walletQuery } from './payments.api';

type Purpose = PaymentView['purpose'];

/** An agent's order, where the completed page links to. */
export const orderPath = (orderId: string) => `/my-orders/${encodeURIComponent(orderId)}`;

/**
 * The payment named by `?payment=`; when its state is not this page's (a late callback, a reload, an edited
 * address), moves to the page of its state. The pending page polls until the callback has arrived.
 */
function usePaymentFor(purpose: Purpose, page: PaymentStatus) {
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  const navigate = useNavigate();
  const query = useQuery({
    ...paymentQuery(id),
    enabled: id !== '',
    refetchInterval: (current) =>
      page === 'pending' && current.state.data?.status === 'pending' ? PENDING_POLL_MS : false,
  });
  const payment = query.data;
  const elsewhere = !!payment && (payment.status !== page || payment.purpose !== purpose);
  useEffect(() => {
    if (payment && elsewhere)
      navigate(paymentReturnPath(payment.purpose, payment.status, payment.id), { replace: true });
  }, [payment, elsewhere, navigate]);
  return { id, query, payment: elsewhere ? undefined : payment };
}

/** Loading, a missing `?payment=`, or the call's error: the states every result page shares. */
function Guard({
  id,
  query,
  children,
}: {
  id: string;
  query: ReturnType<typeof usePaymentFor>['query'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!id) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} maw={560} mx="auto">
        {t('payments.result.missing')}
      </Alert>
    );
  }
  if (query.error && !query.data) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children}</>;
}

/** A paid or failed page: the shared states, a skeleton until the payment is this page's, then its card. */
const SETTLED = {
  paid: { color: 'teal', icon: IconCircleCheck, title: 'payments.title.completed', testId: 'payment-completed' },
  failed: { color: 'red', icon: IconCircleX, title: 'payments.title.failed', testId: 'payment-failed' },
} as const;

function SettledResult({
  state,
  kind,
  children,
}: {
  state: ReturnType<typeof usePaymentFor>;
  kind: keyof typeof SETTLED;
  children: (payment: PaymentView) => ReactNode;
}) {
  const { t } = useTranslation();
  const { color, icon: Icon, title, testId } = SETTLED[kind];
  return (
    <Guard id={state.id} query={state.query}>
      {!state.payment ? (
        <SkeletonBlock rows={4} />
      ) : (
        <ResultCard
          icon={
            <ThemeIcon size={64} radius="xl" color={color} variant="light">
              <Icon size={40} />
            </ThemeIcon>
          }
          title={t(title)}
          testId={testId}
        >
          {children(state.payment)}
        </ResultCard>
      )}
    </Guard>
  );
}

export function PaymentPendingPage({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation();
  const { id, query } = usePaymentFor(purpose, 'pending');
  return (
    <Guard id={id} query={query}>
      <ResultCard icon={<Loader size="lg" />} title={t('payments.pending.title')} testId="payment-pending">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} ta="left">
          {t('payments.pending.message')}
        </Alert>
        <Text size="sm" c="dimmed">
          {t('payments.pending.checking')}
        </Text>
      </ResultCard>
    </Guard>
  );
}

export function PaymentCompletedPage({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = useQueryClient();
  const state = usePaymentFor(purpose, 'paid');
  const payment = state.payment;
  const wallet = useQuery({ ...walletQuery(1), enabled: purpose === 'topup' && !!payment });
  useEffect(() => {
    // The balance changed behind the wallet page's cached data.
    if (payment) void client.invalidateQueries({ queryKey: [...paymentKeys.all, 'wallet'] });
  }, [payment, client]);
  return (
    <SettledResult state={state} kind="paid">
      {(payment) => (
        <>
          <Text>
            {purpose === 'topup'
              ? t('payments.completed.topUp', { amount: money(payment.amount) })
              : t('payments.completed.order')}
          </Text>
          {purpose === 'topup' && wallet.data && (
            <Text size="sm" c="dimmed">
              {t('payments.result.balance')}:{' '}
              <Text span fw={700} c="var(--mantine-color-text)" data-testid="result-balance">
                {money(wallet.data.balance)}
              </Text>
            </Text>
          )}
          <Group justify="center" gap="sm">
            {purpose === 'topup' ? (
              <LinkButton to="/wallet" data-testid="to-wallet">
                {t('payments.completed.toWallet')}
              </LinkButton>
            ) : (
              <>
                {payment.orderId && (
                  <LinkButton to={orderPath(payment.orderId)} data-testid="view-order">
                    {t('payments.completed.viewOrder')}
                  </LinkButton>
                )}
                <LinkButton to="/my-shop" variant="default">
                  {t('payments.completed.toShop')}
                </LinkButton>
              </>
            )}
          </Group>
        </>
      )}
    </SettledResult>
  );
}

export function PaymentFailedPage({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = usePaymentFor(purpose, 'failed');
  return (
    <SettledResult state={state} kind="failed">
      {(payment) => (
        <>
          <Text>{purpose === 'topup' ? t('payments.failed.topUpMessage') : t('payments.failed.message')}</Text>
          <Text size="sm" c="dimmed">
            {t('payments.result.amount')}: {money(payment.amount)}
          </Text>
          <Group justify="center" gap="sm">
            {purpose === 'topup' ? (
              <>
                <LinkButton to={topUpPath(payment.amount)} data-testid="try-again">
                  {t('payments.failed.tryAgain')}
                </LinkButton>
                <LinkButton to="/wallet" variant="default">
                  {t('payments.topUp.back')}
                </LinkButton>
              </>
            ) : (
              <LinkButton
                to={payment.orderId ? orderPath(payment.orderId) : '/my-shop/checkout'}
                data-testid="back-to-checkout"
              >
                {t('payments.failed.backToCheckout')}
              </LinkButton>
            )}
          </Group>
        </>
      )}
    </SettledResult>
  );
}
