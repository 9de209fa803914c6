import './commission-texts';
import {
  Accordion,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMMISSION_TYPES } from '@niaga/shared';
import { IconCash, IconLock, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { ListFooter } from '../../ui/list-page/paging';
import { PageHeader } from '../../ui/page-header';
import {
  type CommissionAgentsPage,
  type CompanyCommission,
  commissionAgentsQuery,
  companyCommissionQuery,
} from './commission.api';
import {
  commissionPaths,
  isMonth,
  MonthSelect,
  MonthStatusBadge,
  money,
  monthNow,
  useMonthLabel,
} from './commission-ui';

const KEYS = ['year', 'month', 'q'] as const;

/** /commission-payout (HQ): the company's commission by type and month of a year, and the agents of a month. */
export function CommissionPayoutPage() {
  const { t } = useTranslation();
  const { values, page, update } = useUrlState(KEYS);
  const thisYear = Number(monthNow().slice(0, 4));
  const year = values.year && /^\d{4}$/.test(values.year) ? Number(values.year) : thisYear;
  const month = isMonth(values.month) ? values.month : undefined;
  const [search, setSearch] = useState(values.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed search writes the URL
  useEffect(() => {
    if ((values.q ?? '') !== debounced) update({ q: debounced || undefined });
  }, [debounced]);
  const company = useQuery(companyCommissionQuery(year));
  const agents = useQuery(commissionAgentsQuery({ month, q: values.q, page }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.hq.title')}
        subtitle={t('commission.hq.subtitle')}
        actions={
          <Button
            component={Link}
            to="/commission-payout/payouts"
            leftSection={<IconCash size={16} />}
            data-testid="payout-requests"
          >
            {t('commission.hq.payoutRequests')}
          </Button>
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
              onChange={(next) => update({ year: next && Number(next) !== thisYear ? next : undefined })}
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
            <TextInput
              label={t('commission.hq.search')}
              placeholder={t('commission.hq.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
              data-testid="agents-search"
            />
            {/* Without a month in the URL the API answers the latest month with entries: show that one. */}
            <MonthSelect
              value={month ?? agents.data?.month}
              onChange={(next) => update({ month: next, page: undefined })}
              testId="agents-month"
            />
          </Group>
          {agents.isPending ? (
            <SkeletonBlock rows={6} />
          ) : agents.error && !agents.data ? (
            <ErrorState message={agents.error.message} onRetry={() => void agents.refetch()} />
          ) : agents.data && agents.data.items.length === 0 ? (
            <EmptyList
              title={values.q ? t('commission.hq.noMatch') : t('commission.hq.noAgents')}
              description={values.q ? t('commission.hq.noMatchHint') : undefined}
            />
          ) : agents.data ? (
            <Stack gap="sm" style={{ opacity: agents.isPlaceholderData ? 0.6 : 1 }}>
              <AgentsList data={agents.data} />
              <ListFooter data={agents.data} onPage={(next) => update({ page: next })} />
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

function CompanyTotals({ data }: { data: CompanyCommission }) {
  return (
    <>
      <Box hiddenFrom="sm">
        <CompanyTotalsPhone data={data} />
      </Box>
      <Box visibleFrom="sm">
        <CompanyTotalsTable data={data} />
      </Box>
    </>
  );
}

/** On a phone: each month with its total, opened for its types; the year's total first. */
function CompanyTotalsPhone({ data }: { data: CompanyCommission }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const m = (sen: number) => money(sen, data.currency);
  const types = (byType: CompanyCommission['byType']) => (
    <Stack gap={4}>
      {COMMISSION_TYPES.map((type) => (
        <Group key={type} justify="space-between" wrap="nowrap">
          <Text size="sm" c={byType[type] === 0 ? 'dimmed' : undefined}>
            {t(`commission.type.${type}`)}
          </Text>
          <Text size="sm" fw={byType[type] === 0 ? 400 : 600} c={byType[type] === 0 ? 'dimmed' : undefined}>
            {m(byType[type])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
  return (
    <Accordion variant="separated" radius="md" data-testid="company-totals-phone">
      {[{ month: 'year', status: 'open' as const, byType: data.byType, total: data.total }, ...data.months].map(
        (row) => (
          <Accordion.Item key={row.month} value={row.month}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="xs">
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={row.month === 'year' ? 700 : 500}>
                    {row.month === 'year' ? t('commission.hq.yearTotal', { year: data.year }) : monthLabel(row.month)}
                  </Text>
                  {row.month !== 'year' && row.status === 'closed' && <MonthStatusBadge status="closed" />}
                </Group>
                <Text size="sm" fw={700} c={row.total === 0 ? 'dimmed' : undefined}>
                  {m(row.total)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{types(row.byType)}</Accordion.Panel>
          </Accordion.Item>
        ),
      )}
    </Accordion>
  );
}

function CompanyTotalsTable({ data }: { data: CompanyCommission }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const m = (sen: number) => money(sen, data.currency);
  const cell = (sen: number, strong?: boolean) => (
    <Text size="sm" fw={strong ? 700 : sen === 0 ? 400 : 500} c={sen === 0 && !strong ? 'dimmed' : undefined}>
      {m(sen)}
    </Text>
  );
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        verticalSpacing={6}
        striped
        miw={980}
        styles={{ td: { whiteSpace: 'nowrap' }, tfoot: { whiteSpace: 'nowrap' } }}
        data-testid="company-totals"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('commission.month')}</Table.Th>
            {COMMISSION_TYPES.map((type) => (
              <Table.Th key={type} ta="right">
                <Text size="xs" fw={700}>
                  {t(`commission.type.${type}`)}
                </Text>
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('commission.statement.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.months.map((row) => (
            <Table.Tr key={row.month} data-month={row.month}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {monthLabel(row.month)}
                  </Text>
                  {row.status === 'closed' && (
                    <IconLock size={14} opacity={0.5} aria-label={t('commission.monthStatus.closed')} />
                  )}
                </Group>
              </Table.Td>
              {COMMISSION_TYPES.map((type) => (
                <Table.Td key={type} ta="right">
                  {cell(row.byType[type])}
                </Table.Td>
              ))}
              <Table.Td ta="right">{cell(row.total, true)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{data.year}</Table.Th>
            {COMMISSION_TYPES.map((type) => (
              <Table.Th key={type} ta="right">
                {m(data.byType[type])}
              </Table.Th>
            ))}
            <Table.Th ta="right" data-testid="company-year-total">
              {m(data.total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}

function AgentsList({ data }: { data: CommissionAgentsPage }) {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, data.currency);
  const links = (agentId: string) => {
    const paths = commissionPaths(agentId);
    return (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.details('sale-profit', data.month)} size="sm" data-testid="agent-details">
          {t('commission.hq.details')}
        </Anchor>
        <Anchor component={Link} to={paths.statement(data.month)} size="sm">
          {t('commission.hq.statement')}
        </Anchor>
      </Group>
    );
  };
  const rank = (row: CommissionAgentsPage['items'][number]) =>
    row.rank ? (
      <Badge variant="light" color="grape" size="sm">
        {row.rank.name}
      </Badge>
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <>
      <Box visibleFrom="md">
        <Table verticalSpacing="sm" highlightOnHover data-testid="commission-agents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('commission.hq.agent')}</Table.Th>
              <Table.Th>{t('commission.statement.level')}</Table.Th>
              <Table.Th>{t('commission.statement.rank')}</Table.Th>
              <Table.Th ta="right">{t('commission.hq.monthCommission')}</Table.Th>
              <Table.Th ta="right">{t('commission.balance.payable')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((row) => (
              <Table.Tr key={row.id} data-agent={row.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                </Table.Td>
                <Table.Td>{row.levelName ?? '—'}</Table.Td>
                <Table.Td>{rank(row)}</Table.Td>
                <Table.Td ta="right">{m(row.commission)}</Table.Td>
                <Table.Td ta="right">{m(row.payable)}</Table.Td>
                <Table.Td>{links(row.id)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="xs" hiddenFrom="md" data-testid="commission-agent-cards">
        {data.items.map((row) => (
          <Card key={row.id} withBorder radius="md" p="sm" data-agent={row.id}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {row.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {row.email}
                  </Text>
                </div>
                {rank(row)}
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('commission.hq.monthCommission')}
                </Text>
                <Text size="sm" fw={600}>
                  {m(row.commission)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('commission.balance.payable')}
                </Text>
                <Text size="sm" fw={600}>
                  {m(row.payable)}
                </Text>
              </Group>
              {links(row.id)}
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
