import './operator-texts';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { OperatorCompanyView } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { CompanyFormModal } from './company-form-modal';
import { operatorQueries } from './operator.api';
import { money } from './operator-format';

export function Standing({ company }: { company: OperatorCompanyView }) {
  const { t } = useTranslation();
  if (company.locked) return <Badge color="red">{t('operator.companies.locked')}</Badge>;
  if (company.overdue) return <Badge color="orange">{t('operator.companies.overdue')}</Badge>;
  return (
    <Badge color="teal" variant="light">
      {t('operator.companies.goodStanding')}
    </Badge>
  );
}

const CompanyLink = ({ company }: { company: OperatorCompanyView }) => (
  <Anchor component={Link} to={`/operator/companies/${encodeURIComponent(company.id)}`} fw={600} size="sm">
    {company.name}
  </Anchor>
);

/** Every company with its hosts, plan, billing day, credit and open balance. */
export function OperatorCompaniesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ q: text('q') }));
  const result = useQuery(operatorQueries.companies(filters));
  const [creating, create] = useDisclosure(false);
  const plan = (company: OperatorCompanyView) => company.planName ?? t('operator.companies.noPlan');
  const columns: ListColumn<OperatorCompanyView>[] = [
    {
      accessor: 'name',
      title: t('operator.field.name'),
      render: (company) => (
        <Stack gap={0}>
          <CompanyLink company={company} />
          <Text size="xs" c="dimmed">
            {company.hosts.join(', ')}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'planName', title: t('operator.field.plan'), render: plan },
    { accessor: 'billingDay', title: t('operator.field.billingDay'), render: (company) => company.billingDay ?? '–' },
    {
      accessor: 'credit',
      title: t('operator.field.credit'),
      textAlign: 'right',
      render: (company) => money(company.credit, company.currency),
    },
    {
      accessor: 'openBalance',
      title: t('operator.field.openBalance'),
      textAlign: 'right',
      render: (company) => money(company.openBalance, company.currency),
    },
    { accessor: 'locked', title: t('operator.field.status'), render: (company) => <Standing company={company} /> },
  ];
  return (
    <ListPage
      title={t('operator.companies.title')}
      subtitle={t('operator.companies.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={create.open} data-testid="company-create-open">
          {t('operator.companies.create')}
        </Button>
      }
      filters={
        <ListSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('operator.companies.search')}
          data-testid="companies-search"
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('operator.companies.empty') }}
      noMatch={filters.q ? { title: t('operator.companies.noMatch') } : undefined}
      table={{
        columns,
        testId: 'companies-table',
        minWidth: 760,
        rowAttributes: (company) => ({ 'data-company': company.id }),
      }}
      card={(company) => (
        <Stack gap={4}>
          <CompanyLink company={company} />
          <Text size="sm">
            {plan(company)} · {money(company.openBalance, company.currency)}
          </Text>
          <Standing company={company} />
        </Stack>
      )}
      cardsTestId="companies-cards"
      tableFrom="sm"
    >
      <CompanyFormModal opened={creating} onClose={create.close} />
    </ListPage>
  );
}
