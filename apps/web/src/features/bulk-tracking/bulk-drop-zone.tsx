import { Badge, Box, Button, FileButton, Loader, Stack, Text } from '@mantine/core';
import { BULK_TRACKING_LIMITS } from '@niaga/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MB } from './bulk-tracking-file';

/** Where the file is dropped or chosen. */
export function BulkDropZone({
  onFile,
  busy,
  fileName,
}: {
  onFile: (file: File | null) => void;
  busy: boolean;
  fileName: string | null;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Box
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="bulk-drop"
      data-dragging={dragging || undefined}
      p={{ base: 'md', sm: 'xl' }}
      style={{
        border: `2px dashed ${dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-lg)',
        background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="xs">
        {busy ? <Loader size="md" /> : <IconFileSpreadsheet size={40} stroke={1.4} />}
        <Text fw={600} ta="center">
          {busy ? t('bulkTracking.checking') : t('bulkTracking.drop.title')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('bulkTracking.drop.hint', { max: MAX_MB, rows: BULK_TRACKING_LIMITS.maxRows.toLocaleString() })}
        </Text>
        {fileName && (
          <Badge variant="light" tt="none" data-testid="bulk-file">
            {fileName}
          </Badge>
        )}
        <FileButton
          onChange={onFile}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} loading={busy} data-testid="bulk-choose">
              {t('bulkTracking.drop.choose')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Box>
  );
}
