import './commission-texts';
import {
  Accordion,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { COMMISSION_TYPES, type CommissionType } from '@niaga/shared';
import { IconArrowRight, IconAward, IconCash, IconClockHour4, IconFileText, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { type CommissionSummary, commissionSummaryQuery } from './commission.api';
import { AgentBanner, commissionPaths, detailTypeOf, MonthStatusBadge, money, useMonthLabel } from './commission-ui';

/** /commission: this month and the past 12 by type, balances with "Request payout", the rank and its progress. */
export function CommissionSummaryPage() {
  return <CommissionSummaryView />;
}

export function CommissionSummaryView({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  const result = useQuery(commissionSummaryQuery(agentId));
  const paths = commissionPaths(agentId);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.menu')}
        subtitle={t('commission.summary.subtitle')}
        actions={
          <Button
            component={Link}
            to={paths.statement(result.data?.month)}
            variant="default"
            leftSection={<IconFileText size={16} />}
          >
            {t('commission.statement.title')}
          </Button>
        }
      />
      {result.isPending ? (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={8} />
        </Card>
      ) : result.error && !result.data ? (
        <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />
      ) : result.data ? (
        <Summary data={result.data} agentId={agentId} />
      ) : null}
    </Stack>
  );
}

function Summary({ data, agentId }: { data: CommissionSummary; agentId?: string }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const m = (sen: number) => money(sen, data.currency);
  const paths = commissionPaths(agentId);
  return (
    <Stack gap="lg">
      {agentId && <AgentBanner agent={data.agent} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <BalanceCard
          icon={<IconWallet size={20} />}
          color="teal"
          label={t('commission.balance.payable')}
          hint={t('commission.balance.payableHint')}
          value={m(data.balances.payable)}
          testId="balance-payable"
          action={
            !agentId && (
              <Button
                component={Link}
                to="/commission/payouts"
                size="xs"
                rightSection={<IconArrowRight size={14} />}
                data-testid="request-payout"
              >
                {t('commission.requestPayout')}
              </Button>
            )
          }
        />
        <BalanceCard
          icon={<IconClockHour4 size={20} />}
          color="yellow"
          label={t('commission.balance.pending')}
          hint={t('commission.balance.pendingHint')}
          value={m(data.balances.pending)}
          testId="balance-pending"
        />
        <BalanceCard
          icon={<IconCash size={20} />}
          color="blue"
          label={t('commission.balance.paid')}
          hint={t('commission.balance.paidHint')}
          value={m(data.balances.paid)}
          testId="balance-paid"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="this-month">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t('commission.thisMonth')}
                </Text>
                <Title order={2} size="h4">
                  {monthLabel(data.month)}
                </Title>
              </div>
              <Text fw={800} fz={28} lh={1.1} data-testid="this-month-total">
                {m(data.thisMonth.total)}
              </Text>
            </Group>
            <TypeRows
              byType={data.thisMonth.byType}
              format={m}
              href={(type) => paths.details(detailTypeOf(type), data.month)}
            />
          </Stack>
        </Card>
        <RankCard data={data} />
      </SimpleGrid>
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('commission.pastMonths')}
          </Title>
          <Accordion variant="separated" radius="md" data-testid="past-months">
            {data.months.map((row) => (
              <Accordion.Item key={row.month} value={row.month}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs" pr="xs">
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {monthLabel(row.month)}
                      </Text>
                      <Group gap={6}>
                        <MonthStatusBadge status={row.status} />
                        {row.rank && (
                          <Badge size="sm" variant="outline" color="grape" leftSection={<IconAward size={12} />}>
                            {row.rank.name}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                    <Text fw={700} size="sm" c={row.total === 0 ? 'dimmed' : undefined}>
                      {m(row.total)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <TypeRows
                      byType={row.byType}
                      format={m}
                      href={(type) => paths.details(detailTypeOf(type), row.month)}
                    />
                    <Button
                      component={Link}
                      to={paths.statement(row.month)}
                      variant="subtle"
                      size="xs"
                      leftSection={<IconFileText size={14} />}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('commission.statement.title')}
                    </Button>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Card>
    </Stack>
  );
}

function BalanceCard({
  icon,
  color,
  label,
  hint,
  value,
  action,
  testId,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  hint: string;
  value: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p="md" data-testid={testId}>
      <Stack gap={6} h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={color} size="lg" radius="md">
            {icon}
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
        <Group justify="space-between" align="flex-end" gap="xs">
          <Text fw={800} fz={24} lh={1.2} data-testid={`${testId}-value`}>
            {value}
          </Text>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

/** One row per commission type: its name (a link to its entries) and the amount. */
function TypeRows({
  byType,
  format,
  href,
}: {
  byType: Record<CommissionType, number>;
  format: (sen: number) => string;
  href: (type: CommissionType) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders>
      <Table.Tbody>
        {COMMISSION_TYPES.map((type) => (
          <Table.Tr key={type} data-type={type}>
            <Table.Td>
              <UnstyledButton component={Link} to={href(type)} data-testid={`type-link-${type}`}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" c={byType[type] === 0 ? 'dimmed' : undefined}>
                    {t(`commission.type.${type}`)}
                  </Text>
                  <IconArrowRight size={12} opacity={0.5} />
                </Group>
              </UnstyledButton>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={byType[type] === 0 ? 400 : 600} c={byType[type] === 0 ? 'dimmed' : undefined}>
                {format(byType[type])}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RankCard({ data }: { data: CommissionSummary }) {
  const { t } = useTranslation();
  const m = (sen: number) => money(sen, data.currency);
  const { achieved, next, progress } = data.rank;
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="rank-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t('commission.rank.achieved')}
            </Text>
            <Group gap="xs" mt={4}>
              <ThemeIcon variant="light" color="grape" radius="xl">
                <IconAward size={18} />
              </ThemeIcon>
              <Title order={2} size="h3" data-testid="rank-achieved">
                {achieved?.name ?? t('commission.rank.none')}
              </Title>
            </Group>
          </div>
          {next && (
            <Badge variant="light" color="grape" size="lg" style={{ flexShrink: 0 }}>
              {t('commission.rank.next', { name: next.name })}
            </Badge>
          )}
        </Group>
        {next ? (
          <Stack gap="sm" data-testid="rank-progress">
            <Text size="sm" c="dimmed">
              {t('commission.rank.progressHint', { name: next.name })}
            </Text>
            {progress.map((row) => {
              const percent = row.need <= 0 ? 100 : Math.min(100, (row.have / row.need) * 100);
              const met = row.have >= row.need;
              return (
                <div key={row.key} data-threshold={row.key}>
                  <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {t(`commission.rank.${row.key}`)}
                    </Text>
                    <Text size="sm" c={met ? 'teal' : 'dimmed'} ta="right">
                      {m(row.have)} / {m(row.need)}
                    </Text>
                  </Group>
                  <Progress
                    value={percent}
                    color={met ? 'teal' : 'grape'}
                    size="lg"
                    radius="xl"
                    aria-label={t(`commission.rank.${row.key}`)}
                  />
                </div>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {achieved ? t('commission.rank.top') : t('commission.rank.noRanks')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
