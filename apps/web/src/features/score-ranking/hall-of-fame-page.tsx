import './score-ranking-texts';
import { ActionIcon, Button, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, type HallOfFameEntry } from '@niaga/shared';
import { IconAward, IconPencil, IconPlus, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { HallOfFameModal } from './hall-of-fame-modal';
import { hallOfFameQuery, rankingApi } from './score-ranking.api';
import { SCORE_RANKING_ACCESS } from './score-ranking.routes';

/** /score-ranking/hall-of-fame: the entries, newest first; HQ (and staff allowed to) add, edit and delete them. */
export function HallOfFamePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canCurate = !!user && canAccess(user, SCORE_RANKING_ACCESS.curate);
  const queryClient = useQueryClient();
  const [filters, setFilters] = useUrlFilters(() => ({}));
  const result = useQuery(hallOfFameQuery(filters.page));
  const [editing, setEditing] = useState<HallOfFameEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HallOfFameEntry | null>(null);

  const remove = async (entry: HallOfFameEntry) => {
    const { message } = await rankingApi.deleteHallOfFame(entry.id);
    await queryClient.invalidateQueries({ queryKey: ['hall-of-fame'] });
    notifications.show({ color: 'teal', message });
  };

  return (
    <ListPage
      header={
        <PageHeader
          title={t('hallOfFame.title')}
          subtitle={t('hallOfFame.subtitle')}
          actions={
            <>
              <LinkButton variant="default" to="/score-ranking" icon={IconTrophy}>
                {t('hallOfFame.ranking')}
              </LinkButton>
              {canCurate && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="hof-add">
                  {t('hallOfFame.add')}
                </Button>
              )}
            </>
          }
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('hallOfFame.empty'), description: t('hallOfFame.emptyHint') }}
      table={{
        columns: [],
        testId: 'hof-list',
        minWidth: 0,
        rowAttributes: (entry) => ({ 'data-hof': entry.hofTitle }),
      }}
      cardsOnly
      card={(entry) => (
        <HallOfFameCard entry={entry} canCurate={canCurate} onEdit={setEditing} onDelete={setDeleting} />
      )}
      cardsTestId="hof-cards"
      rangeTestId="hof-range"
      skeletonRows={4}
    >
      <HallOfFameModal entry={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('hallOfFame.deleteTitle')}
        message={t('hallOfFame.deleteMessage', { title: deleting?.hofTitle ?? '', name: deleting?.userName ?? '' })}
        confirmLabel={t('hallOfFame.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="hof-delete-confirm"
      />
    </ListPage>
  );
}

type CardProps = {
  entry: HallOfFameEntry;
  canCurate: boolean;
  onEdit: (entry: HallOfFameEntry) => void;
  onDelete: (entry: HallOfFameEntry) => void;
};

function HallOfFameCard({ entry, canCurate, onEdit, onDelete }: CardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      {entry.userImg ? (
        <Image
          src={entry.userImg}
          alt={entry.userName}
          w={{ base: 88, sm: 140 }}
          h={{ base: 88, sm: 140 }}
          radius="md"
          fit="cover"
          style={{ flex: 'none' }}
        />
      ) : (
        <Group
          w={88}
          h={88}
          justify="center"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 8, flex: 'none' }}
        >
          <IconAward size={40} color="var(--mantine-color-dimmed)" aria-hidden />
        </Group>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
            new Date(`${entry.hofDate}T00:00:00Z`),
          )}
        </Text>
        <Text fw={700} size="lg" lh={1.3}>
          {entry.hofTitle}
        </Text>
        <Text fw={600}>{entry.userName}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {entry.userAchievement}
        </Text>
      </Stack>
      {canCurate && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => onEdit(entry)}
            aria-label={t('hallOfFame.editOf', { title: entry.hofTitle })}
            data-testid="hof-edit"
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(entry)}
            aria-label={t('hallOfFame.deleteOf', { title: entry.hofTitle })}
            data-testid="hof-delete"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
