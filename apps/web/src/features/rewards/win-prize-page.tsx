import './rewards-texts';
import { Alert, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RedemptionView } from '@niaga/shared';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { RedemptionNote } from './redemption-columns';
import { CampaignBanner, Points, RedemptionStatusBadge, useRewardDate } from './reward-ui';
import { redemptionHistoryQuery } from './rewards.api';

// What an agent has won is at most a few dozen rewards: one long page of each status, no paging.
const PRIZES = 100;
type PrizeStatus = 'pending' | 'fulfilled';

function PrizeCard({ prize }: { prize: RedemptionView }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  return (
    <Card withBorder padding="md" data-prize={prize.gameTitle} data-testid="prize">
      <Card.Section>
        <CampaignBanner url={prize.image1} alt={prize.gameTitle} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {prize.gameTitle}
          </Text>
          <RedemptionStatusBadge status={prize.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {prize.rewardType} · {t('rewards.redeemedOn', { date: date(prize.createdAt) })} ·{' '}
          <Points points={prize.points} />
        </Text>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          {t('rewards.howToClaim')}
        </Text>
        <RedemptionNote redemption={prize} />
      </Stack>
    </Card>
  );
}

function PrizeGroup({ status, prizes }: { status: PrizeStatus; prizes: RedemptionView[] }) {
  const { t } = useTranslation();
  if (prizes.length === 0) return null;
  return (
    <Stack gap="sm" data-testid={`prizes-${status}`}>
      <Text fw={700}>{t(`rewards.prizes.${status}`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {prizes.map((prize) => (
          <PrizeCard key={prize.id} prize={prize} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /campaign/win-prize: the rewards the agent has won (waiting for HQ, or handed over) and HQ's word on claiming. */
export function WinPrizePage() {
  const { t } = useTranslation();
  const pending = useQuery(redemptionHistoryQuery({ status: 'pending', page: 1, limit: PRIZES }));
  const fulfilled = useQuery(redemptionHistoryQuery({ status: 'fulfilled', page: 1, limit: PRIZES }));
  const failed = pending.error ?? fulfilled.error;
  const retry = () => Promise.all([pending.refetch(), fulfilled.refetch()]);
  let body: ReactNode;
  if (failed) body = <ErrorState message={failed.message} onRetry={retry} />;
  else if (!pending.data || !fulfilled.data) body = <SkeletonBlock rows={4} />;
  else if (pending.data.items.length + fulfilled.data.items.length === 0)
    body = <EmptyList title={t('rewards.noPrizes')} description={t('rewards.noPrizesHint')} />;
  else
    body = (
      <>
        <PrizeGroup status="pending" prizes={pending.data.items} />
        <PrizeGroup status="fulfilled" prizes={fulfilled.data.items} />
      </>
    );
  return (
    <Stack gap="lg">
      <PageHeader title={t('rewards.winPrize')} subtitle={t('rewards.winPrizeSubtitle')} />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('rewards.claimHint')}
      </Alert>
      {body}
    </Stack>
  );
}
