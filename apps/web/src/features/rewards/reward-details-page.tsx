import './rewards-texts';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CampaignView } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { Info } from '../../ui/info';
import { PageHeader } from '../../ui/page-header';
import { SlotsLeft } from './campaign-card';
import { RedeemButton } from './redeem-button';
import { CampaignBanner, Points, useRewardDate } from './reward-ui';
import { campaignDetailQuery, pointsSummaryQuery } from './rewards.api';

const STATUS_COLORS = { upcoming: 'blue', active: 'teal', past: 'gray' } as const;

/** /reward-details?id=…: one reward (campaign) with its terms and the redeem button. */
export function RewardDetailsPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const campaign = useQuery({ ...campaignDetailQuery(id), enabled: id !== '' });

  if (!id) return <EmptyList title={t('rewards.noReward')} description={t('rewards.noRewardHint')} />;
  if (campaign.isPending) return <SkeletonBlock rows={8} />;
  if (campaign.isError) return <ErrorState message={campaign.error.message} onRetry={() => campaign.refetch()} />;
  return <RewardDetails campaign={campaign.data} />;
}

function TextBlock({ title, text, testId }: { title: string; text: string; testId: string }) {
  if (!text.trim()) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={testId}>
        {text}
      </Text>
    </Stack>
  );
}

function RewardDetails({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  const summary = useQuery(pointsSummaryQuery());

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={campaign.gameTitle} subtitle={campaign.rewardType} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CampaignBanner url={campaign.image1} alt={campaign.gameTitle} />
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Points points={campaign.pointRequired} size="xl" />
              <Badge color={STATUS_COLORS[campaign.status]} variant="light" tt="none">
                {t(`rewards.campaignStatus.${campaign.status}`)}
              </Badge>
            </Group>
            <SimpleGrid cols={2} spacing="sm">
              <Info label={t('rewards.slots')} value={<SlotsLeft campaign={campaign} />} testId="reward-slots" />
              <Info
                label={t('rewards.yourBalance')}
                value={summary.data ? t('rewards.points', { points: summary.data.balance }) : '…'}
                testId="reward-balance"
              />
              <Info label={t('rewards.starts')} value={date(campaign.startDate)} />
              <Info label={t('rewards.ends')} value={date(campaign.endDate)} />
            </SimpleGrid>
            <RedeemButton campaign={campaign} balance={summary.data?.balance} />
          </Stack>
        </Card>
      </SimpleGrid>
      <TextBlock title={t('rewards.description')} text={campaign.gameDesc} testId="reward-description" />
      <TextBlock title={t('rewards.terms')} text={campaign.gameTnc} testId="reward-terms" />
    </Stack>
  );
}
