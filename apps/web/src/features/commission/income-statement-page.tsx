import './commission-texts';
import { Alert, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useUrlState } from '../../lib/use-url-state';
import { Info } from '../../ui/info';
import { PageHeader } from '../../ui/page-header';
import { downloadIncomeStatementPdf, type IncomeStatement, incomeStatementQuery } from './commission.api';
import { AgentBanner, commissionPaths, isMonth, MonthSelect, money, monthNow, useMonthLabel } from './commission-ui';

const KEYS = ['month', 'agentId'] as const;

/** /income-statement: the agent's own monthly statement. */
export function IncomeStatementPage() {
  return <IncomeStatementView />;
}

/** /commission-payout/income-statement?agentId=&month=: any agent's, for HQ. */
export function HqIncomeStatementPage() {
  const { values } = useUrlState(KEYS);
  return <IncomeStatementView agentId={values.agentId ?? ''} />;
}

/** The month picker, the statement (company, agent, totals per type, payouts, rank) and its PDF. */
export function IncomeStatementView({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  const { values, update } = useUrlState(KEYS);
  const month = isMonth(values.month) ? values.month : monthNow();
  const result = useQuery(incomeStatementQuery(agentId, month));
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const paths = commissionPaths(agentId);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadIncomeStatementPdf(month, agentId);
    } catch (error) {
      setDownloadError((error as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.statement.title')}
        subtitle={t('commission.statement.subtitle')}
        actions={
          <Button component={Link} to={paths.home} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {agentId ? t('commission.hq.back') : t('commission.back')}
          </Button>
        }
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <MonthSelect value={month} onChange={(next) => update({ month: next })} testId="statement-month" />
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={download}
          loading={downloading}
          disabled={!result.data}
          data-testid="statement-pdf"
        >
          {t('commission.statement.download')}
        </Button>
      </Group>
      {downloadError && <ErrorState message={downloadError} />}
      {result.isPending ? (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={8} />
        </Card>
      ) : result.error && !result.data ? (
        <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />
      ) : result.data ? (
        <Statement data={result.data} agentId={agentId} />
      ) : null}
    </Stack>
  );
}

function Statement({ data, agentId }: { data: IncomeStatement; agentId?: string }) {
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
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('commission.statement.title')}
              </Text>
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
          <Table.ScrollContainer minWidth={480} visibleFrom="sm">
            <Table verticalSpacing="xs" data-testid="statement-types">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('commission.statement.type')}</Table.Th>
                  <Table.Th ta="right">{t('commission.statement.earned')}</Table.Th>
                  <Table.Th ta="right">{t('commission.statement.reversed')}</Table.Th>
                  <Table.Th ta="right">{t('commission.statement.net')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.types.map((row) => (
                  <Table.Tr key={row.type} data-type={row.type}>
                    <Table.Td>{t(`commission.type.${row.type}`)}</Table.Td>
                    <Table.Td ta="right">{m(row.earned)}</Table.Td>
                    <Table.Td ta="right" c={row.reversed < 0 ? 'red' : undefined}>
                      {m(row.reversed)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {m(row.net)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('commission.statement.total')}</Table.Th>
                  <Table.Th ta="right">{m(data.totals.earned)}</Table.Th>
                  <Table.Th ta="right">{m(data.totals.reversed)}</Table.Th>
                  <Table.Th ta="right" data-testid="statement-net">
                    {m(data.totals.net)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
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
