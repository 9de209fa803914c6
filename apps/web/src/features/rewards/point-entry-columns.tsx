import './rewards-texts';
import { Badge, Group, Text } from '@mantine/core';
import type { PointEntryKind } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { Points, useRewardDate } from './reward-ui';
import type { PointEntry } from './rewards.api';

const KIND_COLORS: Record<PointEntryKind, string> = {
  earned: 'teal',
  returned: 'blue',
  reversed: 'red',
  redeemed: 'grape',
  expired: 'gray',
};

function KindBadge({ kind }: { kind: PointEntryKind }) {
  const { t } = useTranslation();
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" tt="none" miw="max-content" data-testid="entry-kind">
      {t(`rewards.kind.${kind}`)}
    </Badge>
  );
}

/** What an entry is about: the order (earned, reversed), the reward (redeemed, returned) or the cycle (expired). */
function EntrySource({ entry }: { entry: PointEntry }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  const source = entry.gameTitle
    ? t('rewards.entry.campaign', { title: entry.gameTitle })
    : entry.referenceNo || entry.orderId
      ? t('rewards.entry.order', { reference: entry.referenceNo ?? entry.orderId })
      : entry.cycleStart
        ? t('rewards.entry.cycle', { date: date(entry.cycleStart) })
        : '—';
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="entry-source">
        {source}
      </Text>
      {entry.unrecovered > 0 && (
        <Text size="xs" c="dimmed">
          {t('rewards.entry.unrecovered', { points: entry.unrecovered })}
        </Text>
      )}
    </>
  );
}

/** The ledger's columns (desktop). */
export function usePointEntryColumns(): ListColumn<PointEntry>[] {
  const { t } = useTranslation();
  const date = useRewardDate();
  return [
    { accessor: 'at', title: t('rewards.col.date'), render: (entry) => date(entry.at, true) },
    { accessor: 'kind', title: t('rewards.col.kind'), render: (entry) => <KindBadge kind={entry.kind} /> },
    { accessor: 'source', title: t('rewards.col.source'), render: (entry) => <EntrySource entry={entry} /> },
    {
      accessor: 'points',
      title: t('rewards.col.points'),
      textAlign: 'right',
      render: (entry) => <Points points={entry.points} signed />,
    },
    {
      accessor: 'balanceAfter',
      title: t('rewards.col.balanceAfter'),
      textAlign: 'right',
      render: (entry) => <Points points={entry.balanceAfter} />,
    },
  ];
}

/** One ledger entry on a phone. */
export function PointEntryCard({ entry }: { entry: PointEntry }) {
  const { t } = useTranslation();
  const date = useRewardDate();
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <KindBadge kind={entry.kind} />
        <Points points={entry.points} signed />
      </Group>
      <EntrySource entry={entry} />
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {date(entry.at, true)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rewards.balanceAfter', { points: entry.balanceAfter })}
        </Text>
      </Group>
    </>
  );
}
