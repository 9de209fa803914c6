import { Alert, Badge, Box, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Info } from '../../ui/info';
import { ListTable } from '../../ui/list-page/data-table';
import type { IncomeStatement } from './commission.api';
import { AgentBanner, figureColumn, money, Overline, useMonthLabel } from './commission-ui';

type TypeRow = IncomeStatement['types'][number];

/** The totals per commission type (wide screens): earned, reversed and net, with the month's totals under them. */
function TypeTable({ data }: { data: IncomeStatement }) {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, data.currency);
  const columns = [
    {
      accessor: 'type',
      title: t('commission.statement.type'),
      render: (row: TypeRow) => t(`commission.type.${row.type}`),
      footer: t('commission.statement.total'),
    },
    figureColumn<TypeRow>('earned', t('commission.statement.earned'), (row) => m(row.earned), {
      footer: m(data.totals.earned),
    }),
    figureColumn<TypeRow>(
      'reversed',
      t('commission.statement.reversed'),
      (row) => (
        <Text span size="sm" c={row.reversed < 0 ? 'red' : undefined}>
          {m(row.reversed)}
        </Text>
      ),
      { footer: m(data.totals.reversed) },
    ),
    figureColumn<TypeRow>('net', t('commission.statement.net'), (row) => m(row.net), {
      cellStyle: { fontWeight: 600 },
      footer: <span data-testid="statement-net">{m(data.totals.net)}</span>,
    }),
  ];
  return (
    <ListTable
      items={data.types}
      spec={{
        columns,
        testId: 'statement-types',
        minWidth: 480,
        rowKey: (row) => row.type,
        rowAttributes: (row) => ({ 'data-type': row.type }),
      }}
    />
  );
}

/** The statement: company, agent, totals per type, payouts, rank. */
export function IncomeStatementSheet({ data, agentId }: { data: IncomeStatement; agentId?: string }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const m = (sen: number) => money(sen, data.currency);
  return (
    <Stack gap="md">
      {agentId && <AgentBanner agent={data.agent} />}
      {!data.closed && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
          {t('commission.statement.provisional')}
        </Alert>
      )}
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }} data-testid="income-statement">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {data.company.name}
              </Title>
              {data.company.address.map((line) => (
                <Text key={line} size="xs" c="dimmed">
                  {line}
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                {[
                  data.company.roc && `${t('commission.statement.roc')}: ${data.company.roc}`,
                  data.company.tin && `${t('commission.statement.tin')}: ${data.company.tin}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Overline>{t('commission.statement.title')}</Overline>
              <Title order={3} size="h3">
                {monthLabel(data.month)}
              </Title>
            </Stack>
          </Group>
          <Divider />
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
            <Info label={t('commission.statement.agent')} value={data.agent.name} />
            <Info label={t('commission.statement.level')} value={data.agent.levelName} />
            <Info label={t('commission.statement.identityNo')} value={data.agent.identityNo} />
            <Info label={t('commission.statement.tin')} value={data.agent.tin} />
            <Info
              label={t('commission.statement.rank')}
              value={
                data.rank ? (
                  <Badge variant="light" color="grape">
                    {data.rank.name}
                  </Badge>
                ) : (
                  t('commission.rank.none')
                )
              }
            />
          </SimpleGrid>
          <Stack gap={0} hiddenFrom="sm" data-testid="statement-types-phone">
            {data.types.map((row) => (
              <Group
                key={row.type}
                justify="space-between"
                wrap="nowrap"
                py={8}
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm">{t(`commission.type.${row.type}`)}</Text>
                  {row.reversed !== 0 && (
                    <Text size="xs" c="dimmed">
                      {t('commission.statement.earned')} {m(row.earned)} · {t('commission.statement.reversed')}{' '}
                      {m(row.reversed)}
                    </Text>
                  )}
                </Stack>
                <Text size="sm" fw={600} c={row.net === 0 ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {m(row.net)}
                </Text>
              </Group>
            ))}
            <Group justify="space-between" py={8}>
              <Text size="sm" fw={700}>
                {t('commission.statement.total')}
              </Text>
              <Text size="sm" fw={800}>
                {m(data.totals.net)}
              </Text>
            </Group>
          </Stack>
          <Box visibleFrom="sm">
            <TypeTable data={data} />
          </Box>
          <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="statement-margin">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t('commission.margin.label')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('commission.margin.hint')}
              </Text>
            </Stack>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {m(data.agentSoldMargin)}
            </Text>
          </Group>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('commission.statement.payouts')}
            </Title>
            {data.payouts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('commission.statement.noPayouts')}
              </Text>
            ) : (
              <Table verticalSpacing="xs">
                <Table.Tbody>
                  {data.payouts.map((payout) => (
                    <Table.Tr key={payout.id}>
                      <Table.Td>{formatDateShort(payout.paidAt)}</Table.Td>
                      <Table.Td>{payout.reference ?? '—'}</Table.Td>
                      <Table.Td ta="right">{m(payout.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={2}>{t('commission.statement.total')}</Table.Th>
                    <Table.Th ta="right">{m(data.payoutsTotal)}</Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            )}
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
