import './rewards-texts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { CampaignView } from '@niaga/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CampaignBanner, Points, useRewardDate } from './reward-ui';

/** Whether the agent can redeem it now, or the API's reason why not (in its language). */
export function RedeemState({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  if (campaign.canRedeem)
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} />} data-testid="can-redeem">
        {t('rewards.canRedeem')}
      </Badge>
    );
  return (
    <Text size="sm" c="orange" data-testid="cannot-redeem" style={{ overflowWrap: 'anywhere' }}>
      {campaign.unavailableMessage ?? t('rewards.cannotRedeem')}
    </Text>
  );
}

/** The campaign's slots: "3 of 5 left". */
export function SlotsLeft({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  return <>{t('rewards.slotsLeft', { remaining: campaign.remaining, total: campaign.maxRedeem })}</>;
}

/** A campaign in the agent's list: banner, title, points, slots and whether it can be redeemed. */
export function CampaignCard({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <CampaignBanner url={campaign.image1} alt={campaign.gameTitle} width={{ base: '100%', xs: 220 }} />
      <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="campaign-title">
            {campaign.gameTitle}
          </Text>
          <Points points={campaign.pointRequired} size="md" />
        </Group>
        <Text size="sm" c="dimmed">
          {campaign.rewardType} · {t('rewards.dates', { from: date(campaign.startDate), to: date(campaign.endDate) })}
        </Text>
        <Text size="sm" data-testid="campaign-slots">
          <SlotsLeft campaign={campaign} />
        </Text>
        <RedeemState campaign={campaign} />
      </Stack>
    </Group>
  );
}
