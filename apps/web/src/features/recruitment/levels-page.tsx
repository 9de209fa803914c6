import './recruitment-texts';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Currency, formatMoney, type Level } from '@niaga/shared';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { formatPercent } from '../../ui/numbers';
import { LevelFormModal } from './level-form-modal';
import { levelsQuery, recruitmentApi, recruitmentKeys } from './recruitment.api';

type RowProps = {
  level: Level;
  index: number;
  count: number;
  currency: Currency;
  busy: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (level: Level) => void;
};

/** Company › Levels: the agent levels by rank, reordered with up/down, created and edited in a modal. */
export function LevelsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(currentUserQuery());
  const currency = user?.company.currency ?? 'MYR';
  const { data: levels, error, isPending, refetch } = useQuery(levelsQuery());
  const [editing, setEditing] = useState<Level | 'new' | null>(null);

  const reorder = useMutation({
    mutationFn: recruitmentApi.reorderLevels,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(recruitmentKeys.levels(), data);
      notifications.show({ color: 'teal', message: message || t('recruitment.levels.reordered') });
    },
    onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recruitmentKeys.levels() }),
  });
  const move = (index: number, step: -1 | 1) => {
    if (!levels) return;
    const ids = levels.map((level) => level.id);
    const target = index + step;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
    reorder.mutate(ids);
  };
  const nextRank = Math.min(99, (levels ?? []).reduce((max, level) => Math.max(max, level.rankNumber), 0) + 1);
  const rowProps = { count: levels?.length ?? 0, currency, busy: reorder.isPending, onMove: move, onEdit: setEditing };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('recruitment.levels.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('recruitment.levels.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="level-create">
          {t('recruitment.levels.create')}
        </Button>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        {isPending && <SkeletonBlock rows={5} />}
        {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
        {levels && levels.length === 0 && (
          <EmptyList title={t('recruitment.levels.empty')} description={t('recruitment.levels.emptyHint')} />
        )}
        {levels && levels.length > 0 && (
          <>
            <Box visibleFrom="md">
              <Table.ScrollContainer minWidth={860}>
                <Table verticalSpacing="sm" highlightOnHover data-testid="levels-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>{t('recruitment.levels.rank')}</Table.Th>
                      <Table.Th>{t('recruitment.levels.levelName')}</Table.Th>
                      <Table.Th>{t('recruitment.levels.minOrder')}</Table.Th>
                      <Table.Th>{t('recruitment.levels.targets')}</Table.Th>
                      <Table.Th>{t('recruitment.levels.commissions')}</Table.Th>
                      <Table.Th ta="right">{t('recruitment.levels.agents')}</Table.Th>
                      <Table.Th w={120} aria-label={t('common.actions')} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {levels.map((level, index) => (
                      <LevelRow key={level.id} level={level} index={index} {...rowProps} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Box>
            <Stack gap="sm" hiddenFrom="md" data-testid="levels-cards">
              {levels.map((level, index) => (
                <LevelCard key={level.id} level={level} index={index} {...rowProps} />
              ))}
            </Stack>
          </>
        )}
      </Card>
      <LevelFormModal
        level={editing}
        nextRank={nextRank}
        currencyLabel={currency === 'IDR' ? 'Rp' : 'RM'}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
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

function MoveButtons({ level, index, count, busy, onMove, onEdit }: Omit<RowProps, 'currency'>) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('recruitment.common.moveUp')}>
        <ActionIcon
          variant="subtle"
          disabled={index === 0 || busy}
          onClick={() => onMove(index, -1)}
          aria-label={t('recruitment.common.moveUp')}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('recruitment.common.moveDown')}>
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1 || busy}
          onClick={() => onMove(index, 1)}
          aria-label={t('recruitment.common.moveDown')}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('recruitment.common.edit')}>
        <ActionIcon variant="subtle" onClick={() => onEdit(level)} aria-label={t('recruitment.common.edit')}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
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

function LevelRow(props: RowProps) {
  const { level, currency } = props;
  const figures = useFigures(level, currency);
  return (
    <Table.Tr data-level={level.levelName} c={level.inactive ? 'dimmed' : undefined}>
      <Table.Td>
        <Badge variant="light" size="lg" circle>
          {level.rankNumber}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {level.levelName}
          </Text>
          <StatusBadge level={level} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="level-min-order">
          {figures.minOrder}
        </Text>
        <Text size="xs" c="dimmed">
          {figures.firstOrder}
        </Text>
      </Table.Td>
      <Table.Td>
        {figures.targets.map((line) => (
          <Text key={line} size="xs">
            {line}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        {figures.commissions.map((line) => (
          <Text key={line} size="xs">
            {line}
          </Text>
        ))}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{level.agentCount}</Text>
      </Table.Td>
      <Table.Td>
        <MoveButtons {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

function LevelCard(props: RowProps) {
  const { t } = useTranslation();
  const { level, currency } = props;
  const figures = useFigures(level, currency);
  return (
    <Card withBorder radius="md" padding="sm" data-level={level.levelName}>
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
          <MoveButtons {...props} />
        </Group>
        <Text size="sm">
          {t('recruitment.levels.minOrder')}: {figures.minOrder}
        </Text>
        <Text size="xs" c="dimmed">
          {figures.firstOrder}
        </Text>
        <SimpleGrid cols={2} spacing={4}>
          <Stack gap={0}>
            {figures.targets.map((line) => (
              <Text key={line} size="xs">
                {line}
              </Text>
            ))}
          </Stack>
          <Stack gap={0}>
            {figures.commissions.map((line) => (
              <Text key={line} size="xs">
                {line}
              </Text>
            ))}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('recruitment.levels.agentCount', { count: level.agentCount })}
        </Text>
      </Stack>
    </Card>
  );
}
