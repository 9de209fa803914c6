import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { AgentDashboard } from '@niaga/shared';
import { IconChartPie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/money';
import { Stat } from './stat';
import { WidgetCard } from './widget-card';

/** This month's PS, GS, TPGS, team size, new recruits and the commission rank the figures meet so far. */
export function SummaryWidget({ summary }: { summary: AgentDashboard['summary'] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <WidgetCard title={t('dashboard.summary')} icon={IconChartPie} testId="widget-summary">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Stat label={t('dashboard.ps')} value={money(summary.ps)} testId="summary-ps" />
        <Stat label={t('dashboard.gs')} value={money(summary.gs)} testId="summary-gs" />
        <Stat label={t('dashboard.tpgs')} value={money(summary.tpgs)} testId="summary-tpgs" />
        <Stat label={t('dashboard.teamSize')} value={count(summary.teamSize)} testId="summary-team" />
        <Stat label={t('dashboard.newRecruits')} value={count(summary.newRecruits)} testId="summary-recruits" />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('dashboard.rank')}
        </Text>
        <Badge
          variant={summary.rank ? 'filled' : 'light'}
          color={summary.rank ? undefined : 'gray'}
          data-testid="summary-rank"
        >
          {summary.rank?.name ?? t('dashboard.noRank')}
        </Badge>
      </Group>
    </WidgetCard>
  );
}
