import './commission-texts';
import { Card, Group, Select, Stack, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { ListResults } from '../../ui/list-page/list-results';
import { ListSearch } from '../../ui/list-page/list-search';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { commissionAgentsQuery, companyCommissionQuery } from './commission.api';
import { CommissionAgentCard, useCommissionAgentColumns } from './commission-agent-columns';
import { CompanyTotals } from './commission-company-totals';
import { isMonth, MonthSelect, monthNow } from './commission-ui';

/** /commission-payout (HQ): the company's commission by type and month of a year, and the agents of a month. */
export function CommissionPayoutPage() {
  const { t } = useTranslation();
  const thisYear = Number(monthNow().slice(0, 4));
  const [filters, setFilters] = useUrlFilters((text) => ({
    year: text('year'),
    month: isMonth(text('month')) ? text('month') : undefined,
    q: text('q'),
  }));
  const year = filters.year && /^\d{4}$/.test(filters.year) ? Number(filters.year) : thisYear;
  const company = useQuery(companyCommissionQuery(year));
  const agents = useQuery(commissionAgentsQuery({ month: filters.month, q: filters.q, page: filters.page }));
  const context = { month: agents.data?.month ?? '', currency: agents.data?.currency ?? 'MYR' };
  const columns = useCommissionAgentColumns(context);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.hq.title')}
        subtitle={t('commission.hq.subtitle')}
        actions={
          <LinkButton to="/commission-payout/payouts" icon={IconCash} data-testid="payout-requests">
            {t('commission.hq.payoutRequests')}
          </LinkButton>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4">
              {t('commission.hq.companyTotals')}
            </Title>
            <Select
              label={t('commission.hq.year')}
              data={Array.from({ length: 5 }, (_, index) => String(thisYear - index))}
              value={String(year)}
              onChange={(next) => setFilters({ year: next && Number(next) !== thisYear ? next : undefined })}
              allowDeselect={false}
              w={120}
              data-testid="company-year"
            />
          </Group>
          {company.isPending ? (
            <SkeletonBlock rows={6} />
          ) : company.error && !company.data ? (
            <ErrorState message={company.error.message} onRetry={() => void company.refetch()} />
          ) : company.data ? (
            <CompanyTotals data={company.data} />
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('commission.hq.agents')}
          </Title>
          <Group align="flex-end" gap="sm">
            <ListSearch
              value={filters.q}
              onSearch={(q) => setFilters({ q })}
              label={t('commission.hq.search')}
              showLabel
              placeholder={t('commission.hq.searchPlaceholder')}
              style={{ flex: 1, minWidth: 200 }}
              data-testid="agents-search"
            />
            {/* Without a month in the URL the API answers the latest month with entries: show that one. */}
            <MonthSelect
              value={filters.month ?? agents.data?.month}
              onChange={(month) => setFilters({ month })}
              testId="agents-month"
            />
          </Group>
          <ListResults
            result={agents}
            onPage={(page) => setFilters({ page })}
            empty={{ title: t('commission.hq.noAgents') }}
            noMatch={
              filters.q ? { title: t('commission.hq.noMatch'), description: t('commission.hq.noMatchHint') } : undefined
            }
            table={{
              columns,
              testId: 'commission-agents',
              minWidth: 760,
              rowAttributes: (agent) => ({ 'data-agent': agent.id }),
            }}
            card={(agent) => <CommissionAgentCard agent={agent} context={context} />}
            cardsTestId="commission-agent-cards"
            skeletonRows={6}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
