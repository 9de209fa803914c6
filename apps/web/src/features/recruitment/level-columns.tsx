import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Currency, formatMoney, type Level } from '@niaga/shared';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../ui/icon-action';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { formatPercent } from '../../ui/numbers';
import { MoveUpDownButtons } from './move-buttons';

/** What the row buttons need: all levels (for a row's place), the currency, and the move and edit handlers. */
export type LevelRowProps = {
  levels: Level[];
  count: number;
  currency: Currency;
  busy: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (level: Level) => void;
};
type RowProps = LevelRowProps;

/** The levels' columns: rank, name, minimum order, targets, commissions, agents and the row buttons. */
export function useLevelColumns(props: RowProps): ListColumn<Level>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'rankNumber',
      title: t('recruitment.levels.rank'),
      width: 60,
      render: (level) => (
        <Badge variant="light" size="lg" circle>
          {level.rankNumber}
        </Badge>
      ),
    },
    {
      accessor: 'levelName',
      title: t('recruitment.levels.levelName'),
      render: (level) => (
        <Group gap="xs">
          <Text fw={600} size="sm">
            {level.levelName}
          </Text>
          <StatusBadge level={level} />
        </Group>
      ),
    },
    {
      accessor: 'minOrder',
      title: t('recruitment.levels.minOrder'),
      render: (level) => <MinOrderCell level={level} currency={props.currency} />,
    },
    {
      accessor: 'targets',
      title: t('recruitment.levels.targets'),
      render: (level) => <FigureLines level={level} currency={props.currency} kind="targets" />,
    },
    {
      accessor: 'commissions',
      title: t('recruitment.levels.commissions'),
      render: (level) => <FigureLines level={level} currency={props.currency} kind="commissions" />,
    },
    {
      accessor: 'agentCount',
      title: t('recruitment.levels.agents'),
      textAlign: 'right',
      render: (level) => <Text size="sm">{level.agentCount}</Text>,
    },
    {
      ...actionsColumn<Level>(t('common.actions'), (level) => (
        <MoveButtons {...props} level={level} index={props.levels.indexOf(level)} />
      )),
      width: 120,
    },
  ];
}

function MinOrderCell({ level, currency }: { level: Level; currency: Currency }) {
  const figures = useFigures(level, currency);
  return (
    <>
      <Text size="sm" data-testid="level-min-order">
        {figures.minOrder}
      </Text>
      <Text size="xs" c="dimmed">
        {figures.firstOrder}
      </Text>
    </>
  );
}

function FigureLines({ level, currency, kind }: { level: Level; currency: Currency; kind: 'targets' | 'commissions' }) {
  const figures = useFigures(level, currency);
  return figures[kind].map((line) => (
    <Text key={line} size="xs">
      {line}
    </Text>
  ));
}

function useFigures(level: Level, currency: Currency) {
  const { t } = useTranslation();
  const money = (sen: number) => formatMoney(sen, currency);
  return {
    minOrder: `${t('recruitment.levels.unitsCount', { count: level.momUnit })} · ${money(level.momAmount)}`,
    firstOrder: `${t('recruitment.levels.firstOrder')}: ${t('recruitment.levels.unitsCount', { count: level.momFirstOrderUnit })} · ${money(level.momFirstOrderAmount)}`,
    targets: [
      `PS ${money(level.psAmount)} / ${level.psUnit}`,
      `GS ${money(level.gsAmount)} / ${level.gsUnit}`,
      `TPGS ${money(level.tpgsAmount)} / ${level.tpgsUnit}`,
    ],
    commissions: [
      `${t('recruitment.levels.helperShort')} ${formatPercent(level.helperPercen)}`,
      `${t('recruitment.levels.leadershipShort')} ${formatPercent(level.leadership)}`,
      `${t('recruitment.levels.recruitShort')} ${money(level.recruitComm)}`,
      `${t('recruitment.levels.introducerShort')} ${money(level.introducerComm)}`,
      `${t('recruitment.levels.overridingShort')} ${money(level.overridingComm)}`,
    ],
  };
}

function MoveButtons({
  level,
  index,
  count,
  busy,
  onMove,
  onEdit,
}: Omit<RowProps, 'currency' | 'levels'> & { level: Level; index: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <MoveUpDownButtons index={index} count={count} disabled={busy} onMove={(step) => onMove(index, step)} />
      <IconAction
        label={t('recruitment.common.edit')}
        variant="subtle"
        onClick={() => onEdit(level)}
        icon={<IconPencil size={16} />}
      />
    </Group>
  );
}

function StatusBadge({ level }: { level: Level }) {
  const { t } = useTranslation();
  return level.inactive ? (
    <Badge color="gray" variant="light" tt="none" size="sm">
      {t('recruitment.levels.inactiveBadge')}
    </Badge>
  ) : null;
}

/** One level on a phone (the content of its card). */
export function LevelCard({ level, ...props }: RowProps & { level: Level }) {
  const { t } = useTranslation();
  const figures = useFigures(level, props.currency);
  const index = props.levels.indexOf(level);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" size="lg" circle style={{ flexShrink: 0 }}>
            {level.rankNumber}
          </Badge>
          <Text fw={600} truncate>
            {level.levelName}
          </Text>
          <StatusBadge level={level} />
        </Group>
        <MoveButtons {...props} level={level} index={index} />
      </Group>
      <Text size="sm">
        {t('recruitment.levels.minOrder')}: {figures.minOrder}
      </Text>
      <Text size="xs" c="dimmed">
        {figures.firstOrder}
      </Text>
      <SimpleGrid cols={2} spacing={4}>
        <Stack gap={0}>
          <FigureLines level={level} currency={props.currency} kind="targets" />
        </Stack>
        <Stack gap={0}>
          <FigureLines level={level} currency={props.currency} kind="commissions" />
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('recruitment.levels.agentCount', { count: level.agentCount })}
      </Text>
    </Stack>
  );
}
