import { Alert } from '@mantine/core';
import { formatDateShort, type HqDashboard } from '@niaga/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';

/** HQ's notice of the oldest open subscription invoice: due (yellow) or overdue (red), with the lock date. */
export function SubscriptionNotice({ invoice }: { invoice: NonNullable<HqDashboard['subscription']> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const overdue = invoice.status === 'overdue';
  return (
    <Alert
      color={overdue ? 'red' : 'yellow'}
      icon={<IconAlertTriangle size={18} />}
      title={t(overdue ? 'dashboard.subscriptionOverdue' : 'dashboard.subscriptionDue')}
      data-testid="subscription-notice"
      data-status={invoice.status}
    >
      {t('dashboard.subscriptionText', {
        number: invoice.number,
        amount: money(invoice.amountDue),
        // Calendar days: shown as they are (UTC midnight of the day), day/month/year.
        dueOn: formatDateShort(invoice.dueOn, 'UTC'),
        lockOn: formatDateShort(invoice.lockOn, 'UTC'),
      })}
    </Alert>
  );
}
