import { Group, Stack, Text } from '@mantine/core';
import { formatDateLong, formatDateTime, toLanguage, type WalletEntryView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import type { ListColumn } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';
import { KindBadge, SignedAmount } from './payments-ui';

function useLongDate() {
  const { i18n } = useTranslation();
  const timeZone = useCurrentUser()?.company.timeZone;
  return { timeZone, long: (iso: string) => formatDateLong(iso, toLanguage(i18n.language), timeZone) };
}

/** The wallet ledger: date (the long date on hover), type, details, signed amount and the balance after. */
export function useWalletColumns(): ListColumn<WalletEntryView>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone, long } = useLongDate();
  return [
    {
      accessor: 'createdAt',
      title: t('payments.col.date'),
      cellsStyle: () => ({ whiteSpace: 'nowrap' }),
      customCellAttributes: (entry) => ({ title: long(entry.createdAt) }),
      render: (entry) => formatDateTime(entry.createdAt, timeZone),
    },
    { accessor: 'kind', title: t('payments.col.type'), render: (entry) => <KindBadge kind={entry.kind} /> },
    { accessor: 'description', title: t('payments.col.details'), cellStyle: { overflowWrap: 'anywhere' } },
    {
      accessor: 'amount',
      title: t('payments.col.amount'),
      textAlign: 'right',
      render: (entry) => <SignedAmount sen={entry.amount} money={money} />,
    },
    {
      accessor: 'balanceAfter',
      title: t('payments.col.balance'),
      textAlign: 'right',
      cellStyle: { whiteSpace: 'nowrap' },
      render: (entry) => money(entry.balanceAfter),
    },
  ];
}

/** One ledger entry on a phone: type, details and long date; the signed amount and the balance after. */
export function WalletEntryCard({ entry }: { entry: WalletEntryView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { long } = useLongDate();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <KindBadge kind={entry.kind} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.description}
        </Text>
        <Text size="xs" c="dimmed">
          {long(entry.createdAt)}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end">
        <SignedAmount sen={entry.amount} money={money} />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('payments.col.balance')}: {money(entry.balanceAfter)}
        </Text>
      </Stack>
    </Group>
  );
}
