import { Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Level } from '@niaga/shared';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import type { Answer } from '../../lib/api-client';
import { PageHeader } from '../../ui/page-header';
import { levelsQuery } from './recruitment.api';

type Removal = {
  /** The texts of the confirmation: its title, its button, its question, the notice when the API gives none. */
  title: string;
  label: string;
  confirm: (levelName: string) => string;
  done: string;
  run: (levelId: string) => Promise<Answer<null>>;
  testId: string;
};

/**
 * A set-up screen with one card per level, each holding that level's record (agreement, welcoming e-mail): loading,
 * error with retry, "create a level first", and the delete confirmation (cannot be reverted).
 */
export function PerLevelSetupPage<T extends { levelId: string }, K extends QueryKey>({
  title,
  subtitle,
  intro,
  records,
  noLevels,
  card,
  remove,
}: {
  title: string;
  subtitle: string;
  intro?: ReactNode;
  records: UseQueryOptions<{ items: T[] }, Error, T[], K>;
  noLevels: string;
  card: (level: Level, record: T | null, onDelete: () => void) => ReactNode;
  remove: Removal;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const levels = useQuery(levelsQuery());
  const items = useQuery(records);
  const [removing, setRemoving] = useState<Level | null>(null);
  const error = levels.error ?? items.error;
  const pending = levels.isPending || items.isPending;

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={title} subtitle={subtitle} />
      {intro}
      {pending && !error && (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={6} />
        </Card>
      )}
      {error && (
        <ErrorState
          message={error.message}
          onRetry={() => {
            void levels.refetch();
            void items.refetch();
          }}
        />
      )}
      {levels.data && levels.data.length === 0 && (
        <Card withBorder radius="lg">
          <EmptyList title={t('recruitment.levels.empty')} description={noLevels} />
        </Card>
      )}
      {levels.data &&
        items.data &&
        levels.data.map((level) =>
          card(level, items.data.find((item) => item.levelId === level.id) ?? null, () => setRemoving(level)),
        )}
      <ConfirmModal
        opened={removing !== null}
        title={remove.title}
        message={remove.confirm(removing?.levelName ?? '')}
        confirmLabel={remove.label}
        onConfirm={async () => {
          const { message } = await remove.run(removing?.id ?? '');
          await queryClient.invalidateQueries({ queryKey: records.queryKey });
          notifications.show({ color: 'teal', message: message || remove.done });
        }}
        onClose={() => setRemoving(null)}
        testId={remove.testId}
      />
    </Stack>
  );
}
