import './marketing-files-texts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canAccess, type MarketingFile } from '@niaga/shared';
import { IconDownload, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { downloadFile } from '../../lib/download';
import { PageHeader } from '../../ui/page-header';
import { EditDeleteActions } from './edit-delete-actions';
import { FileModal } from './file-modal';
import { FilePreview } from './file-preview';
import { fileSize } from './file-size';
import { folderFilesQuery, folderZipUrl, marketingFilesApi, marketingFilesKeys } from './marketing-files.api';
import { MARKETING_FILES_ACCESS } from './marketing-files.routes';

const TYPE_LABELS = { jpg: 'JPG', png: 'PNG', pdf: 'PDF' } as const;

/**
 * /files/folders?id=…: a folder's files with previews, each downloadable, and the whole folder as a zip. HQ and
 * staff with "posting content" upload, rename and delete files. A folder the caller does not see answers as missing.
 */
export function FolderFilesPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const folderId = params.get('id') ?? '';
  const user = useCurrentUser();
  const canWrite = !!user && canAccess(user, MARKETING_FILES_ACCESS.write);
  const queryClient = useQueryClient();
  const folder = useQuery({ ...folderFilesQuery(folderId), enabled: folderId !== '' });
  const [editing, setEditing] = useState<MarketingFile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MarketingFile | null>(null);
  const notifyFailure = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const download = useMutation({
    mutationFn: (file: MarketingFile) => downloadFile(file.url, file.name),
    onError: notifyFailure,
  });
  const downloadAll = useMutation({
    mutationFn: () => downloadFile(folderZipUrl(folderId), `${folder.data?.folder.name ?? 'files'}.zip`),
    onError: notifyFailure,
  });

  const remove = async (file: MarketingFile) => {
    try {
      const { message } = await marketingFilesApi.deleteFile(file.id);
      await queryClient.invalidateQueries({ queryKey: marketingFilesKeys.all });
      notifications.show({ color: 'teal', message });
    } catch (error) {
      // Spec §8 "file delete error".
      throw new Error(`${t('marketingFiles.deleteFileFailed')} ${(error as Error).message}`);
    }
  };

  const data = folder.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={data?.folder.name ?? t('marketingFiles.folderPage')}
        subtitle={data ? t('marketingFiles.fileCount', { count: data.items.length }) : undefined}
        back={{ to: '/files', label: t('marketingFiles.back') }}
        actions={
          data && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileZip size={16} />}
                onClick={() => downloadAll.mutate()}
                loading={downloadAll.isPending}
                disabled={data.items.length === 0}
                data-testid="folder-zip"
              >
                {t('marketingFiles.downloadAll')}
              </Button>
              {canWrite && (
                <Button leftSection={<IconUpload size={16} />} onClick={() => setEditing('new')} data-testid="file-add">
                  {t('marketingFiles.upload')}
                </Button>
              )}
            </>
          )
        }
      />
      {folderId === '' ? (
        <ErrorState message={t('errors.notFound')} />
      ) : folder.isPending ? (
        <SkeletonBlock rows={6} />
      ) : folder.isError ? (
        <ErrorState message={folder.error.message} onRetry={() => folder.refetch()} />
      ) : folder.data.items.length === 0 ? (
        <EmptyList
          title={t('marketingFiles.emptyFiles')}
          description={t(canWrite ? 'marketingFiles.emptyFilesHintWriter' : 'marketingFiles.emptyFilesHint')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="file-list">
          {folder.data.items.map((file) => (
            <Card key={file.id} withBorder radius="md" padding="sm" data-testid="file-card" data-name={file.name}>
              <Card.Section>
                <FilePreview file={file} />
              </Card.Section>
              <Stack gap={4} mt="sm" style={{ flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" size="sm">
                    {TYPE_LABELS[file.type]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {fileSize(file.size, i18n.language)}
                  </Text>
                </Group>
                {file.description && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {file.description}
                  </Text>
                )}
              </Stack>
              <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => download.mutate(file)}
                  loading={download.isPending && download.variables?.id === file.id}
                  aria-label={t('marketingFiles.downloadOf', { name: file.name })}
                  data-testid="file-download"
                >
                  {t('marketingFiles.download')}
                </Button>
                {canWrite && (
                  <EditDeleteActions
                    editLabel={t('marketingFiles.editFileOf', { name: file.name })}
                    deleteLabel={t('marketingFiles.deleteFileOf', { name: file.name })}
                    onEdit={() => setEditing(file)}
                    onDelete={() => setDeleting(file)}
                    testId="file"
                  />
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <FileModal folderId={folderId} file={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('marketingFiles.deleteFileTitle')}
        message={t('marketingFiles.deleteFileMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('marketingFiles.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="file-delete-confirm"
      />
    </Stack>
  );
}
