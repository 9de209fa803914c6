import { Progress, Stack, Text } from '@mantine/core';
import type { AgentDashboard } from '@niaga/shared';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card';

/** The points balance and the next reward within reach (the cheapest open campaign the balance does not reach). */
export function RewardsWidget({ rewards }: { rewards: AgentDashboard['rewards'] }) {
  const { t, i18n } = useTranslation();
  const points = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const next = rewards.nextReward;
  return (
    <WidgetCard title={t('dashboard.rewards')} icon={IconGift} to="/point-rewards" testId="widget-rewards">
      <div>
        <Text size="xs" c="dimmed">
          {t('dashboard.pointsBalance')}
        </Text>
        <Text fw={700} size="xl" ff="monospace" data-testid="rewards-balance">
          {t('dashboard.points', { points: points(rewards.balance) })}
        </Text>
      </div>
      {rewards.redeemableCount > 0 && (
        <Text size="sm" c="teal" data-testid="rewards-redeemable">
          {t('dashboard.redeemable', { count: rewards.redeemableCount })}
        </Text>
      )}
      {next ? (
        <Stack gap={4} data-testid="rewards-next">
          <Text size="sm">{t('dashboard.nextReward', { title: next.gameTitle })}</Text>
          <Progress
            value={Math.min(100, (rewards.balance / next.pointRequired) * 100)}
            aria-label={t('dashboard.nextRewardProgress', { title: next.gameTitle })}
          />
          <Text size="xs" c="dimmed">
            {t('dashboard.pointsShort', { points: points(next.pointsShort) })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" data-testid="rewards-no-next">
          {t(rewards.redeemableCount > 0 ? 'dashboard.allInReach' : 'dashboard.noRewardsOpen')}
        </Text>
      )}
    </WidgetCard>
  );
}
