import './rewards-texts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconHistory, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import { ListCards } from '../../ui/list-page/data-table';
import { PageHeader } from '../../ui/page-header';
import { CampaignCard } from './campaign-card';
import { Points, rewardLink, useRewardDate } from './reward-ui';
import { activeCampaignsQuery, type PointsSummary, pointsSummaryQuery } from './rewards.api';

/** Points expire at the end of a cycle, i.e. at the next cycle's first moment: the day shown is the one before. */
const lastMomentBefore = (moment: string) => new Date(Date.parse(moment) - 1).toISOString();

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function Figures({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  const next = summary.nextReward;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Figure label={t('rewards.balance')} testId="points-balance">
        <Points points={summary.balance} size="xl" />
      </Figure>
      <Figure label={t('rewards.expiring')} testId="points-expiring">
        <Text size="sm">
          {summary.expiring
            ? t('rewards.expiringOn', {
                points: summary.expiring.points,
                date: date(lastMomentBefore(summary.expiring.at)),
              })
            : summary.cycle
              ? t('rewards.nothingExpiring')
              : t('rewards.noExpiry')}
        </Text>
      </Figure>
      <Figure label={t('rewards.nextReward')} testId="points-next">
        {next ? (
          <Text size="sm">
            <Anchor component={Link} to={rewardLink(next.id)} fw={600}>
              {next.gameTitle}
            </Anchor>
            <br />
            {t('rewards.pointsToGo', {
              points: next.pointsShort,
              required: next.pointRequired,
            })}
          </Text>
        ) : (
          <Text size="sm">{t(summary.redeemableCount > 0 ? 'rewards.noNextReward' : 'rewards.noOpenReward')}</Text>
        )}
      </Figure>
      <Figure label={t('rewards.pending')} testId="points-pending">
        <Text size="sm">
          <Anchor component={Link} to="/redeemed-rewards?status=pending">
            {t('rewards.pendingCount', { count: summary.pendingRedemptions })}
          </Anchor>
        </Text>
      </Figure>
    </SimpleGrid>
  );
}

/** The active campaigns the agent can redeem now (the first page of the list, those it can afford). */
function RedeemableNow({ count }: { count: number }) {
  const { t } = useTranslation();
  const campaigns = useQuery(activeCampaignsQuery('active', 1));
  const redeemable = (campaigns.data?.items ?? []).filter((campaign) => campaign.canRedeem);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {count > 0 ? t('rewards.redeemableNow', { count }) : t('rewards.redeemNow')}
      </Title>
      {campaigns.isPending ? (
        <SkeletonBlock rows={3} />
      ) : campaigns.isError ? (
        <ErrorState message={campaigns.error.message} onRetry={() => campaigns.refetch()} />
      ) : redeemable.length === 0 ? (
        <EmptyList title={t('rewards.nothingRedeemable')} description={t('rewards.nothingRedeemableHint')} />
      ) : (
        <ListCards
          items={redeemable}
          spec={{ columns: [], testId: 'redeemable', minWidth: 0 }}
          testId="redeemable-cards"
          card={(campaign) => <CampaignCard campaign={campaign} />}
          cardLink={(campaign) => rewardLink(campaign.id)}
        />
      )}
    </Stack>
  );
}

/** /point-rewards: the agent's balance, what expires and when, the next reward within reach and what it can redeem. */
export function PointsPage() {
  const { t } = useTranslation();
  const summary = useQuery(pointsSummaryQuery());
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('rewards.pointRewards')}
        subtitle={t('rewards.pointRewardsSubtitle')}
        actions={
          <Group gap="xs">
            <LinkButton variant="default" to="/point-rewards/point-history" icon={IconHistory}>
              {t('rewards.pointHistory')}
            </LinkButton>
            <LinkButton variant="default" to="/redeemed-rewards" icon={IconReceipt}>
              {t('rewards.redeemed')}
            </LinkButton>
            <LinkButton to="/campaign-list" icon={IconGift}>
              {t('rewards.browseRewards')}
            </LinkButton>
          </Group>
        }
      />
      {summary.isPending ? (
        <SkeletonBlock rows={4} />
      ) : summary.isError ? (
        <ErrorState message={summary.error.message} onRetry={() => summary.refetch()} />
      ) : (
        <>
          <Figures summary={summary.data} />
          <RedeemableNow count={summary.data.redeemableCount} />
        </>
      )}
    </Stack>
  );
}
