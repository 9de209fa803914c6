import './operator-texts';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { OverdueCompanyView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { operatorQueries } from './operator.api';
import { day, money } from './operator-format';

function State({ row }: { row: OverdueCompanyView }) {
  const { t } = useTranslation();
  const locked = row.state === 'locked';
  return (
    <Stack gap={2}>
      <Badge color={locked ? 'red' : 'orange'} variant="light">
        {t(locked ? 'operator.overview.locked' : 'operator.overview.soonLocked')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t(locked ? 'operator.overview.daysLate' : 'operator.overview.daysLeft', { count: row.days })}
      </Text>
    </Stack>
  );
}

const CompanyLink = ({ row }: { row: OverdueCompanyView }) => (
  <Anchor component={Link} to={`/operator/companies/${encodeURIComponent(row.companyId)}`} fw={600} size="sm">
    {row.companyName}
  </Anchor>
);

/** Who is overdue: the locked companies and those close to the lock, with what they owe. */
export function OperatorOverviewPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(() => ({}));
  const result = useQuery(operatorQueries.overdue(filters));
  const columns: ListColumn<OverdueCompanyView>[] = [
    { accessor: 'companyName', title: t('operator.field.company'), render: (row) => <CompanyLink row={row} /> },
    { accessor: 'invoiceNumber', title: t('operator.field.number') },
    {
      accessor: 'balance',
      title: t('operator.field.balance'),
      textAlign: 'right',
      render: (row) => money(row.balance, row.currency),
    },
    { accessor: 'dueOn', title: t('operator.field.dueOn'), render: (row) => day(row.dueOn) },
    { accessor: 'systemDueOn', title: t('operator.field.systemDueOn'), render: (row) => day(row.systemDueOn) },
    { accessor: 'state', title: t('operator.field.status'), render: (row) => <State row={row} /> },
  ];
  return (
    <ListPage
      title={t('operator.overview.title')}
      subtitle={t('operator.overview.subtitle')}
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('operator.overview.empty'), description: t('operator.overview.emptyHint') }}
      table={{ columns, testId: 'overdue-table', minWidth: 720, rowKey: (row) => row.invoiceId }}
      card={(row) => (
        <Stack gap={4}>
          <CompanyLink row={row} />
          <Text size="sm">
            {row.invoiceNumber} · {money(row.balance, row.currency)}
          </Text>
          <State row={row} />
        </Stack>
      )}
      cardsTestId="overdue-cards"
      tableFrom="sm"
    />
  );
}
