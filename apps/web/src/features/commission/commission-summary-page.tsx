import './commission-texts';
import { Accordion, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconAward,
  IconCash,
  IconClockHour4,
  IconFileText,
  IconSend,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { PageHeader } from '../../ui/page-header';
import { type CommissionSummary, commissionSummaryQuery } from './commission.api';
import { BalanceCard, RankCard, TypeRows } from './commission-summary-parts';
import {
  AgentBanner,
  commissionPaths,
  MonthStatusBadge,
  money,
  Overline,
  QueryView,
  useMonthLabel,
} from './commission-ui';

/** /commission: this month and the past 12 by type, balances with "Request payout", the rank and its progress. */
export function CommissionSummaryPage({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  const result = useQuery(commissionSummaryQuery(agentId));
  const paths = commissionPaths(agentId);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.menu')}
        subtitle={t('commission.summary.subtitle')}
        actions={
          <LinkButton to={paths.statement(result.data?.month)} variant="default" icon={IconFileText}>
            {t('commission.statement.title')}
          </LinkButton>
        }
      />
      <QueryView result={result}>{(data) => <Summary data={data} agentId={agentId} />}</QueryView>
    </Stack>
  );
}

/**
 * The four balances, in order: what can be requested, what waits for its month to close, what a payout has
 * requested and is not paid yet, what was paid.
 */
const BALANCES = [
  { key: 'payable', icon: IconWallet, color: 'teal' },
  { key: 'pending', icon: IconClockHour4, color: 'yellow' },
  { key: 'requested', icon: IconSend, color: 'grape' },
  { key: 'paid', icon: IconCash, color: 'blue' },
] as const;

function Summary({ data, agentId }: { data: CommissionSummary; agentId?: string }) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  const m = (sen: number) => money(sen, data.currency);
  const paths = commissionPaths(agentId);
  return (
    <Stack gap="lg">
      {agentId && <AgentBanner agent={data.agent} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {BALANCES.map(({ key, icon: Icon, color }) => (
          <BalanceCard
            key={key}
            icon={<Icon size={20} />}
            color={color}
            label={t(`commission.balance.${key}`)}
            hint={t(`commission.balance.${key}Hint`)}
            value={m(data.balances[key])}
            testId={`balance-${key}`}
            action={
              key === 'payable' &&
              !agentId && (
                <LinkButton
                  to="/commission/payouts"
                  size="xs"
                  rightSection={<IconArrowRight size={14} />}
                  data-testid="request-payout"
                >
                  {t('commission.requestPayout')}
                </LinkButton>
              )
            }
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="this-month">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end">
              <div>
                <Overline>{t('commission.thisMonth')}</Overline>
                <Title order={2} size="h4">
                  {monthLabel(data.month)}
                </Title>
              </div>
              <Text fw={800} fz={28} lh={1.1} data-testid="this-month-total">
                {m(data.thisMonth.total)}
              </Text>
            </Group>
            <TypeRows byType={data.thisMonth.byType} format={m} href={(type) => paths.details(type, data.month)} />
            <Group justify="space-between" wrap="nowrap" gap="sm" pt="xs" data-testid="agent-sold-margin">
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
          </Stack>
        </Card>
        <RankCard rank={data.rank} currency={data.currency} />
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
                    <TypeRows byType={row.byType} format={m} href={(type) => paths.details(type, row.month)} />
                    <LinkButton
                      to={paths.statement(row.month)}
                      variant="subtle"
                      size="xs"
                      leftSection={<IconFileText size={14} />}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('commission.statement.title')}
                    </LinkButton>
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
