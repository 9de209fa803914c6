import { Accordion, Box, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { COMMISSION_TYPES } from '@niaga/shared';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyCommission } from './commission.api';
import { MonthStatusBadge, money, useMonthLabel } from './commission-ui';

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
