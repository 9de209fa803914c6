import './subscription-texts';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatDayShort, type SubscriptionSummary } from '@niaga/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { invoicePath } from './subscription.api';
import { SubscriptionNoticeAlert } from './subscription-notice';

function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid={`${testId}-value`}>
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The plan, the open balance with the way to pay, the credit and the lock (or its date). */
export function SubscriptionSummaryCards({ result }: { result: UseQueryResult<SubscriptionSummary> }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (result.isPending)
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (result.error) return <ErrorAlert error={result.error} />;
  const summary = result.data;
  const lock = summary.locked
    ? t('subscription.lockedSince', { date: formatDayShort(summary.lockOn!) })
    : summary.lockOn
      ? t('subscription.locksOn', { date: formatDayShort(summary.lockOn) })
      : undefined;
  return (
    <Stack gap="md">
      <SubscriptionNoticeAlert summary={summary} testId="subscription-notice-alert" />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Stat
          testId="subscription-plan"
          label={t('subscription.plan')}
          value={summary.plan?.name ?? '—'}
          hint={
            summary.plan
              ? `${t('subscription.perMonth', { price: money(summary.plan.monthlyPrice) })} · ${t('subscription.billingDay', { day: summary.billingDay })}`
              : t('subscription.noPlan')
          }
        />
        <Stat
          testId="subscription-balance"
          label={t('subscription.balance')}
          value={money(summary.balance)}
          hint={
            summary.next ? (
              <LinkButton to={invoicePath(summary.next.id)} size="xs" mt={4} data-testid="subscription-pay-next">
                {t('subscription.payNow')}
              </LinkButton>
            ) : (
              t('subscription.openInvoices', { count: summary.openInvoices })
            )
          }
        />
        <Stat
          testId="subscription-credit"
          label={t('subscription.credit')}
          value={money(summary.credit)}
          hint={t('subscription.creditHint')}
        />
        <Stat
          testId="subscription-lock"
          label={t('subscription.lock')}
          value={
            <Text span fw={700} size="lg" c={summary.locked ? 'red' : undefined}>
              {summary.locked ? t('subscription.locked') : t('subscription.unlocked')}
            </Text>
          }
          hint={lock}
        />
      </SimpleGrid>
    </Stack>
  );
}
