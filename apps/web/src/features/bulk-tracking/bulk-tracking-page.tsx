import './bulk-tracking-texts';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { BulkTrackingPreview } from '@niaga/shared';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { PageHeader } from '../../ui/page-header';
import { BulkDropZone } from './bulk-drop-zone';
import { PreviewCard } from './bulk-preview-card';
import { bulkTrackingApi } from './bulk-tracking.api';
import { fileProblem, MAX_MB, TEMPLATE_URL } from './bulk-tracking-file';

/** /bulk-tracking: upload a file, see every row ok or refused with the reason, then apply all at once. */
export function BulkTrackingPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useMutation({ mutationFn: bulkTrackingApi.preview });
  const apply = useMutation({
    mutationFn: (checked: BulkTrackingPreview) => bulkTrackingApi.apply(checked.rows),
    onSuccess: (answer) => {
      setDone(answer.message);
      setFile(null);
      preview.reset();
    },
    // Refused now (an order changed since the preview): nothing was applied; show the rows as they are now.
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && file) preview.mutate(file);
    },
  });

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    setDone(null);
    apply.reset();
    preview.reset();
    const found = fileProblem(chosen);
    setProblem(found && t(`bulkTracking.problem.${found}`, { max: MAX_MB }));
    setFile(found ? null : chosen);
    if (!found) preview.mutate(chosen);
  };

  const checked = preview.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('bulkTracking.title')} subtitle={t('bulkTracking.subtitle')} />
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <BulkDropZone onFile={choose} busy={preview.isPending} fileName={file?.name ?? null} />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t('bulkTracking.columnsHint')}
            </Text>
            <Button
              component="a"
              href={TEMPLATE_URL}
              download="bulk-tracking-template.csv"
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} />}
              data-testid="bulk-template"
            >
              {t('bulkTracking.template')}
            </Button>
          </Group>
          {problem && (
            <Alert color="red" role="alert" data-testid="bulk-problem">
              {problem}
            </Alert>
          )}
          <ErrorAlert error={preview.error} />
        </Stack>
      </Card>

      {done && (
        <Alert color="teal" icon={<IconCheck size={18} />} data-testid="bulk-done" role="status">
          {done}
        </Alert>
      )}
      <ErrorAlert error={apply.error} />

      {preview.isPending ? (
        <Card withBorder radius="lg">
          <SkeletonBlock rows={6} />
        </Card>
      ) : checked ? (
        <PreviewCard
          checked={checked}
          fileName={file?.name ?? ''}
          applying={apply.isPending}
          onApply={() => setConfirming(true)}
        />
      ) : (
        !done &&
        !preview.error && <EmptyList title={t('bulkTracking.empty.title')} description={t('bulkTracking.empty.hint')} />
      )}

      <ConfirmModal
        opened={confirming}
        title={t('bulkTracking.confirm.title')}
        message={t('bulkTracking.confirm.message', { count: checked?.counts.ok ?? 0 })}
        confirmLabel={t('bulkTracking.confirm.label')}
        onConfirm={async () => {
          if (!checked) return;
          // A refusal is shown on the page (with the rows checked again), not inside the dialog.
          await apply.mutateAsync(checked).catch((error: unknown) => {
            if (!(isApiError(error) && error.status === 422)) throw error;
          });
        }}
        onClose={() => setConfirming(false)}
        testId="bulk-confirm"
      />
    </Stack>
  );
}
