import './campaigns-texts';
import { Button, Group, Text } from '@mantine/core';
import { formatDateTime, type RedemptionView } from '@niaga/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { TwoLines } from '../../ui/list-page/two-lines';
import { formatDay, RedemptionStatusBadge } from './campaign-ui';

export type RedemptionAction = 'fulfil' | 'cancel';
type ActionProps = { canEdit: boolean; onAction: (redemption: RedemptionView, action: RedemptionAction) => void };

const when = (redemption: RedemptionView) => formatDateTime(redemption.createdAt);

/** Who handled it, when it was handed over, and HQ's note. */
function Outcome({ redemption }: { redemption: RedemptionView }) {
  const { t } = useTranslation();
  if (redemption.status === 'pending') return null;
  const handed = redemption.fulfilledOn ? t('campaigns.fulfilledOn', { day: formatDay(redemption.fulfilledOn) }) : null;
  const by = redemption.handledByName ? t('campaigns.handledBy', { name: redemption.handledByName }) : null;
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {[handed, by].filter(Boolean).join(' · ')}
      </Text>
      {redemption.note && (
        <Text size="xs" style={{ whiteSpace: 'pre-line' }} data-testid="redemption-note">
          {redemption.note}
        </Text>
      )}
    </div>
  );
}

function Actions({ redemption, canEdit, onAction }: { redemption: RedemptionView } & ActionProps) {
  const { t } = useTranslation();
  if (!canEdit || redemption.status !== 'pending') return null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        color="teal"
        leftSection={<IconCheck size={14} />}
        onClick={() => onAction(redemption, 'fulfil')}
        data-testid="redemption-fulfil"
      >
        {t('campaigns.fulfil')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconX size={14} />}
        onClick={() => onAction(redemption, 'cancel')}
        data-testid="redemption-cancel"
      >
        {t('campaigns.cancelShort')}
      </Button>
    </Group>
  );
}

/** The redemption table's columns (desktop). */
export function useRedemptionColumns(actions: ActionProps): ListColumn<RedemptionView>[] {
  const { t } = useTranslation();
  return [
    { accessor: 'createdAt', title: t('campaigns.col.date'), render: when, cellStyle: { whiteSpace: 'nowrap' } },
    { accessor: 'agentName', title: t('campaigns.col.agent'), render: (r) => r.agentName ?? '—' },
    {
      accessor: 'gameTitle',
      title: t('campaigns.col.campaign'),
      cellStyle: { minWidth: 160 },
      render: (r) => <TwoLines main={r.gameTitle} sub={r.rewardType} fw={500} />,
    },
    { accessor: 'points', title: t('campaigns.col.points'), textAlign: 'right', col: 'points' },
    {
      accessor: 'status',
      title: t('campaigns.col.status'),
      render: (r) => <RedemptionStatusBadge status={r.status} />,
    },
    { accessor: 'note', title: t('campaigns.col.handling'), render: (r) => <Outcome redemption={r} /> },
    actionsColumn(t('common.actions'), (r) => <Actions redemption={r} {...actions} />),
  ];
}

/** One redemption on a phone. */
export function RedemptionCard({ redemption, ...actions }: { redemption: RedemptionView } & ActionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <TwoLines main={redemption.gameTitle} sub={redemption.agentName ?? '—'} />
        <RedemptionStatusBadge status={redemption.status} />
      </Group>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {when(redemption)}
        </Text>
        <Text size="sm" fw={600}>
          {t('campaigns.pointsCount', { points: redemption.points })}
        </Text>
      </Group>
      <Outcome redemption={redemption} />
      <Actions redemption={redemption} {...actions} />
    </>
  );
}
