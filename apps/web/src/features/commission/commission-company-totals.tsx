import { Accordion, Box, Group, Stack, Text } from '@mantine/core';
import { COMMISSION_TYPES } from '@niaga/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../ui/list-page/data-table';
import type { CompanyCommission } from './commission.api';
import { figureColumn, MonthStatusBadge, money, useMonthLabel } from './commission-ui';

/** The company's commission of a year by type and month: a table on wide screens, months to open on phones. */
export function CompanyTotals({ data }: { data: CompanyCommission }) {
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

type MonthRow = CompanyCommission['months'][number];
const nowrap = { cellStyle: { whiteSpace: 'nowrap' }, footerStyle: { whiteSpace: 'nowrap' } } as const;

function CompanyTotalsTable({ data }: { data: CompanyCommission }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const m = (sen: number) => money(sen, data.currency);
  const cell = (sen: number, strong?: boolean) => (
    <Text size="sm" fw={strong ? 700 : sen === 0 ? 400 : 500} c={sen === 0 && !strong ? 'dimmed' : undefined}>
      {m(sen)}
    </Text>
  );
  const columns: ListColumn<MonthRow>[] = [
    {
      accessor: 'month',
      title: t('commission.month'),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {monthLabel(row.month)}
          </Text>
          {row.status === 'closed' && (
            <IconLock size={14} opacity={0.5} aria-label={t('commission.monthStatus.closed')} />
          )}
        </Group>
      ),
      footer: data.year,
    },
    ...COMMISSION_TYPES.map((type) =>
      figureColumn<MonthRow>(
        type,
        <Text size="xs" fw={700}>
          {t(`commission.type.${type}`)}
        </Text>,
        (row) => cell(row.byType[type]),
        { footer: m(data.byType[type]), ...nowrap },
      ),
    ),
    figureColumn<MonthRow>('total', t('commission.statement.total'), (row) => cell(row.total, true), {
      footer: <span data-testid="company-year-total">{m(data.total)}</span>,
      ...nowrap,
    }),
  ];
  return (
    <ListTable
      items={data.months}
      spec={{
        columns,
        testId: 'company-totals',
        minWidth: 980,
        rowKey: (row) => row.month,
        rowAttributes: (row) => ({ 'data-month': row.month }),
      }}
    />
  );
}
