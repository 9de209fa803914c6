import { Alert, Group, Text } from '@mantine/core';
import { formatDayShort, type SubscriptionSummary } from '@niaga/shared';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { invoicePath } from './subscription.api';

const COLORS = { due_soon: 'yellow', past_due: 'orange', locked: 'red' } as const;

/** Spec §6's subscription message for HQ: due soon, past due (the lock date), locked; with the way to pay. */
export function SubscriptionNoticeAlert({
  summary,
  withAction = true,
  testId = 'subscription-banner',
  mb,
}: {
  summary: SubscriptionSummary;
  withAction?: boolean;
  testId?: string;
  mb?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { notice, next } = summary;
  if (!notice || !next) return null;
  const Icon = notice === 'locked' ? IconLock : IconAlertTriangle;
  return (
    <Alert
      color={COLORS[notice]}
      variant="light"
      icon={<Icon size={18} />}
      role={notice === 'due_soon' ? 'status' : 'alert'}
      data-testid={testId}
      data-notice={notice}
      p="sm"
      mb={mb}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          {t(`subscription.notices.${notice}`, {
            number: next.number,
            amount: money(next.balance),
            dueOn: formatDayShort(next.dueOn),
            lockOn: formatDayShort(next.systemDueOn),
          })}
        </Text>
        {withAction && (
          <LinkButton to={invoicePath(next.id)} size="xs" color={COLORS[notice]} data-testid={`${testId}-pay`}>
            {t('subscription.banner.action')}
          </LinkButton>
        )}
      </Group>
    </Alert>
  );
}
