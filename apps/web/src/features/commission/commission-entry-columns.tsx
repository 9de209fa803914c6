import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../ui/link-button';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import type { CommissionDetailsPage } from './commission.api';
import { EntryStatusBadge, money, useMonthLabel } from './commission-ui';

export type CommissionEntry = CommissionDetailsPage['items'][number];
/** The currency of the entries and where an entry's calculation opens. */
type Context = { currency: CommissionDetailsPage['currency']; checkHref: (id: string) => string };

function OrderCell({ entry }: { entry: CommissionEntry }) {
  const { t } = useTranslation();
  if (!entry.order)
    return (
      <Text size="sm" c="dimmed">
        {t('commission.details.noOrder')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} data-testid="entry-order">
        {entry.order.referenceNo}
      </Text>
      <Text size="xs" c="dimmed">
        {[entry.order.invoiceNo, entry.order.buyerName].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** An entry's amount: negatives (reversals) in red. */
function EntryAmount({
  entry,
  currency,
  size,
}: {
  entry: CommissionEntry;
  currency: Context['currency'];
  size?: 'sm';
}) {
  return (
    <Text size={size} fw={size ? 700 : 800} c={entry.amount < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {money(entry.amount, currency)}
    </Text>
  );
}

/** The entries of a type: date and month, order, product, formula, status, amount and the "Check" button. */
export function useCommissionEntryColumns({ currency, checkHref }: Context): ListColumn<CommissionEntry>[] {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  return [
    {
      accessor: 'createdAt',
      title: t('commission.details.date'),
      render: (entry) => (
        <>
          <Text size="sm">{formatDateShort(entry.createdAt)}</Text>
          <Text size="xs" c="dimmed">
            {monthLabel(entry.period)}
          </Text>
        </>
      ),
    },
    { accessor: 'order', title: t('commission.details.order'), render: (entry) => <OrderCell entry={entry} /> },
    { accessor: 'productName', title: t('commission.details.product'), render: (entry) => entry.productName ?? '—' },
    {
      accessor: 'formula',
      title: t('commission.details.formula'),
      render: (entry) => (
        <Text size="sm" ff="monospace" data-testid="entry-formula">
          {entry.formula}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('commission.details.status'),
      render: (entry) => <EntryStatusBadge status={entry.status} />,
    },
    {
      accessor: 'amount',
      title: t('commission.details.amount'),
      textAlign: 'right',
      render: (entry) => <EntryAmount entry={entry} currency={currency} size="sm" />,
    },
    actionsColumn(t('common.actions'), (entry) => (
      <LinkButton
        to={checkHref(entry.id)}
        size="xs"
        variant="light"
        leftSection={<IconCalculator size={14} />}
        data-testid="check-link"
      >
        {t('commission.check.short')}
      </LinkButton>
    )),
  ];
}

/** One entry on a phone: order and amount, product, formula, status and date, and the link to its calculation. */
export function CommissionEntryCard({ entry, currency, checkHref }: { entry: CommissionEntry } & Context) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <OrderCell entry={entry} />
        <EntryAmount entry={entry} currency={currency} />
      </Group>
      {entry.productName && <Text size="sm">{entry.productName}</Text>}
      <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {entry.formula}
      </Text>
      <Group justify="space-between">
        <Group gap="xs">
          <EntryStatusBadge status={entry.status} />
          <Text size="xs" c="dimmed">
            {formatDateShort(entry.createdAt)}
          </Text>
        </Group>
        <Anchor component={Link} to={checkHref(entry.id)} size="sm" data-testid="check-link-card">
          {t('commission.check.short')}
        </Anchor>
      </Group>
    </>
  );
}
