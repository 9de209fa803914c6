import './rewards-texts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RedemptionView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../ui/list-page/data-table';
import { Thumb } from '../../ui/thumb';
import { Points, RedemptionStatusBadge, rewardLink, useRewardDate } from './reward-ui';

function RewardName({ redemption }: { redemption: RedemptionView }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Thumb url={redemption.image1} alt="" size={40} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={rewardLink(redemption.campaignId)} size="sm" fw={600} data-testid="reward-title">
          {redemption.gameTitle}
        </Anchor>
        <Text size="xs" c="dimmed">
          {redemption.rewardType}
        </Text>
      </Stack>
    </Group>
  );
}

/** HQ's note and, once handed over, the day. */
export function RedemptionNote({ redemption }: { redemption: RedemptionView }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  return (
    <Stack gap={2}>
      {redemption.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="redemption-note">
          {redemption.note}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {redemption.status === 'pending' ? t('rewards.waitingForHq') : '—'}
        </Text>
      )}
      {redemption.fulfilledOn && (
        <Text size="xs" c="dimmed">
          {t('rewards.fulfilledOn', { date: date(redemption.fulfilledOn) })}
        </Text>
      )}
    </Stack>
  );
}

/** The redemptions' columns (desktop). */
export function useRedemptionColumns(): ListColumn<RedemptionView>[] {
  const { t } = useTranslation();
  const date = useRewardDate();
  return [
    { accessor: 'createdAt', title: t('rewards.col.date'), render: (r) => date(r.createdAt, true) },
    { accessor: 'gameTitle', title: t('rewards.col.reward'), render: (r) => <RewardName redemption={r} /> },
    {
      accessor: 'points',
      title: t('rewards.col.points'),
      textAlign: 'right',
      render: (r) => <Points points={r.points} />,
    },
    { accessor: 'status', title: t('rewards.col.status'), render: (r) => <RedemptionStatusBadge status={r.status} /> },
    { accessor: 'note', title: t('rewards.col.note'), width: '30%', render: (r) => <RedemptionNote redemption={r} /> },
  ];
}

/** One redemption on a phone. */
export function RedemptionCard({ redemption }: { redemption: RedemptionView }) {
  const date = useRewardDate();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <RewardName redemption={redemption} />
        <RedemptionStatusBadge status={redemption.status} />
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {date(redemption.createdAt, true)}
        </Text>
        <Points points={redemption.points} />
      </Group>
      <RedemptionNote redemption={redemption} />
    </>
  );
}
