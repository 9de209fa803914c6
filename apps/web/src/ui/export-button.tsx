import { Alert, Button, CloseButton, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExportFormat, ReportExportView } from '@niaga/shared';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { downloadFile } from '../lib/download';
import './list-page/list-texts';

/** How often a running export is asked for its progress. */
const POLL_MS = 1_000;

export type ExportButtonProps = {
  /** The report's export source (`transaction-list`, `analytic-sales`, …; see the API's export-sources.ts). */
  source: string;
  /** The list's filters in use, without paging. */
  filters: Record<string, unknown>;
};

const finished = (view: ReportExportView | undefined) => view?.status === 'done' || view?.status === 'failed';

/**
 * "Export" of a report (issue 21): xlsx or CSV of the list as filtered, written by a job on the server. While it
 * runs, a progress bar (rows written of rows to write); when done, a download link.
 */
export function ExportButton({ source, filters }: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (format: ExportFormat) => api.post<ReportExportView>('/report/export', { source, format, filters }),
    onSuccess: (view) => setExportId(view.id),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const status = useQuery({
    queryKey: ['report-export', exportId],
    queryFn: ({ signal }) => api.get<ReportExportView>(`/report/export/${exportId}`, undefined, signal),
    enabled: exportId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });
  const view = exportId ? status.data : undefined;
  const count = (value: number) => value.toLocaleString(i18n.language);
  const percent = view?.rowsTotal ? Math.min(100, (view.rowsDone / view.rowsTotal) * 100) : 0;

  return (
    <Stack gap="xs" align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={start.isPending || (view !== undefined && !finished(view))}
            data-testid="list-export"
          >
            {t('ui.list.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => start.mutate('xlsx')} data-testid="export-xlsx">
            {t('ui.export.xlsx')}
          </Menu.Item>
          <Menu.Item onClick={() => start.mutate('csv')} data-testid="export-csv">
            {t('ui.export.csv')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {status.error && <Alert color="red">{status.error.message}</Alert>}
      {view && (
        <Paper withBorder p="xs" radius="md" w={{ base: '100%', sm: 320 }} data-testid="export-progress">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              {view.status === 'failed' ? (
                <Text size="sm" c="red" role="alert">
                  {t('ui.export.failed')}: {view.error}
                </Text>
              ) : view.status === 'done' ? (
                <>
                  <Text size="sm">{t('ui.export.done', { name: view.fileName, count: count(view.rowsDone) })}</Text>
                  <Button
                    size="xs"
                    leftSection={<IconDownload size={14} />}
                    onClick={() => downloadFile(view.downloadUrl ?? '', view.fileName)}
                    data-testid="export-download"
                  >
                    {t('ui.export.download')}
                  </Button>
                </>
              ) : (
                <>
                  <Text size="sm" aria-live="polite">
                    {view.rowsTotal === null
                      ? t('ui.export.queued', { name: view.fileName })
                      : t('ui.export.running', {
                          name: view.fileName,
                          done: count(view.rowsDone),
                          total: count(view.rowsTotal),
                        })}
                  </Text>
                  <Progress value={percent} animated aria-label={view.fileName} />
                </>
              )}
            </Stack>
            <CloseButton size="sm" aria-label={t('ui.export.close')} onClick={() => setExportId(null)} />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
