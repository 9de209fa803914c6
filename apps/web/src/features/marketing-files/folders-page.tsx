import './marketing-files-texts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, type MarketingFolder } from '@niaga/shared';
import { IconFolder, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { PageHeader } from '../../ui/page-header';
import { EditDeleteActions } from './edit-delete-actions';
import { fileSize } from './file-size';
import { FolderModal } from './folder-modal';
import { foldersQuery, marketingFilesApi, marketingFilesKeys } from './marketing-files.api';
import { MARKETING_FILES_ACCESS } from './marketing-files.routes';

const folderPath = (id: string) => `/files/folders?id=${encodeURIComponent(id)}`;

/**
 * /files: the folders the caller sees as cards with their file counts. HQ and staff with "posting content" see
 * every folder and who it is for, and make, change and delete folders (one with files only after confirming).
 */
export function FoldersPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const canWrite = !!user && canAccess(user, MARKETING_FILES_ACCESS.write);
  const queryClient = useQueryClient();
  const folders = useQuery(foldersQuery());
  const [editing, setEditing] = useState<MarketingFolder | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MarketingFolder | null>(null);

  const remove = async (folder: MarketingFolder) => {
    try {
      const { message } = await marketingFilesApi.deleteFolder(folder.id, folder.fileCount > 0);
      await queryClient.invalidateQueries({ queryKey: marketingFilesKeys.all });
      notifications.show({ color: 'teal', message });
    } catch (error) {
      throw new Error(`${t('marketingFiles.deleteFolderFailed')} ${(error as Error).message}`);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={t('marketingFiles.title')}
        subtitle={t('marketingFiles.subtitle')}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="folder-add">
              {t('marketingFiles.addFolder')}
            </Button>
          )
        }
      />
      {folders.isPending ? (
        <SkeletonBlock rows={6} />
      ) : folders.isError ? (
        <ErrorState message={folders.error.message} onRetry={() => folders.refetch()} />
      ) : folders.data.length === 0 ? (
        <EmptyList
          title={t('marketingFiles.emptyFolders')}
          description={t(canWrite ? 'marketingFiles.emptyFoldersHintWriter' : 'marketingFiles.emptyFoldersHint')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="folder-list">
          {folders.data.map((folder) => (
            <Card key={folder.id} withBorder radius="md" padding="md" data-testid="folder-card" data-name={folder.name}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                  <IconFolder size={26} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={folderPath(folder.id)}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                    aria-label={t('marketingFiles.openFolderOf', { name: folder.name })}
                    data-testid="folder-open"
                  >
                    {folder.name}
                  </Anchor>
                  <Text size="sm" c="dimmed" data-testid="folder-count">
                    {t('marketingFiles.fileCount', { count: folder.fileCount })}
                    {folder.fileCount > 0 && ` · ${fileSize(folder.totalSize, i18n.language)}`}
                  </Text>
                </Stack>
              </Group>
              {canWrite && (
                <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
                  <Badge variant="light" color={folder.levels.length ? 'grape' : 'gray'} style={{ minWidth: 0 }}>
                    {folder.levels.length
                      ? t('marketingFiles.forLevels', { levels: folder.levels.map((level) => level.name).join(', ') })
                      : t('marketingFiles.allLevels')}
                  </Badge>
                  <EditDeleteActions
                    editLabel={t('marketingFiles.editFolderOf', { name: folder.name })}
                    deleteLabel={t('marketingFiles.deleteFolderOf', { name: folder.name })}
                    onEdit={() => setEditing(folder)}
                    onDelete={() => setDeleting(folder)}
                    testId="folder"
                  />
                </Group>
              )}
            </Card>
          ))}
        </SimpleGrid>
      )}
      <FolderModal folder={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('marketingFiles.deleteFolderTitle')}
        message={
          deleting?.fileCount
            ? t('marketingFiles.deleteFolderWithFiles', { name: deleting.name, count: deleting.fileCount })
            : t('marketingFiles.deleteFolderMessage', { name: deleting?.name ?? '' })
        }
        confirmLabel={t('marketingFiles.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="folder-delete-confirm"
      />
    </Stack>
  );
}
