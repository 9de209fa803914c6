import './recruitment-texts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Level } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/current-user';
import type { TableSpec } from '../../ui/list-page/data-table';
import { UnpagedListPage } from '../../ui/list-page/list-page';
import { LevelCard, type LevelRowProps, useLevelColumns } from './level-columns';
import { LevelFormModal } from './level-form-modal';
import { levelsQuery, recruitmentApi, recruitmentKeys } from './recruitment.api';

/** Company › Levels: the agent levels by rank, reordered with up/down, created and edited in a modal. */
export function LevelsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(currentUserQuery());
  const currency = user?.company.currency ?? 'MYR';
  const result = useQuery(levelsQuery());
  const levels = result.data;
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
  const rowProps: LevelRowProps = {
    levels: levels ?? [],
    count: levels?.length ?? 0,
    currency,
    busy: reorder.isPending,
    onMove: move,
    onEdit: setEditing,
  };
  const table: TableSpec<Level> = {
    columns: useLevelColumns(rowProps),
    testId: 'levels-table',
    minWidth: 860,
    rowAttributes: (level) => ({
      'data-level': level.levelName,
      style: level.inactive ? { color: 'var(--mantine-color-dimmed)' } : undefined,
    }),
    cardAttributes: (level) => ({ 'data-level': level.levelName }),
  };

  return (
    <UnpagedListPage
      title={t('recruitment.levels.title')}
      subtitle={t('recruitment.levels.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="level-create">
          {t('recruitment.levels.create')}
        </Button>
      }
      result={result}
      empty={{ title: t('recruitment.levels.empty'), description: t('recruitment.levels.emptyHint') }}
      table={table}
      card={(level) => <LevelCard level={level} {...rowProps} />}
      cardsTestId="levels-cards"
    >
      <LevelFormModal
        level={editing}
        nextRank={nextRank}
        currencyLabel={currency === 'IDR' ? 'Rp' : 'RM'}
        onClose={() => setEditing(null)}
      />
    </UnpagedListPage>
  );
}
