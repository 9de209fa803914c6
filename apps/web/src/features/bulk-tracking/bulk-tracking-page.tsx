import './bulk-tracking-texts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  BULK_TRACKING_LIMITS,
  BULK_TRACKING_TEMPLATE_HEADER,
  type BulkTrackingPreview,
  type BulkTrackingRow,
} from '@niaga/shared';
import { IconCheck, IconDownload, IconFileSpreadsheet, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, SkeletonBlock } from '../../app/page-states';
import { isApiError } from '../../lib/api-error';
import { bulkTrackingApi } from './bulk-tracking.api';

const MAX_MB = BULK_TRACKING_LIMITS.maxBytes / (1024 * 1024);
const TYPES = [
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const EXTENSIONS = /\.(csv|xlsx)$/i;
const TEMPLATE_URL = `data:text/csv;charset=utf-8,${encodeURIComponent(`${BULK_TRACKING_TEMPLATE_HEADER.join(',')}\r\n`)}`;

/** Checked in the browser before sending (the server checks the content again): a .csv or .xlsx of ≤ 2 MB. */
export function fileProblem(file: File): 'type' | 'size' | null {
  if (!EXTENSIONS.test(file.name) && !TYPES.includes(file.type)) return 'type';
  if (/\.xls$/i.test(file.name)) return 'type';
  if (file.size > BULK_TRACKING_LIMITS.maxBytes) return 'size';
  return null;
}

type Filter = 'all' | 'refused' | 'ok';

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
      <div>
        <Title order={1} size="h2">
          {t('bulkTracking.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('bulkTracking.subtitle')}
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <DropZone onFile={choose} busy={preview.isPending} fileName={file?.name ?? null} />
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

function DropZone({
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

function PreviewCard({
  checked,
  fileName,
  applying,
  onApply,
}: {
  checked: BulkTrackingPreview;
  fileName: string;
  applying: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const { counts } = checked;
  const [filter, setFilter] = useState<Filter>(counts.refused > 0 ? 'refused' : 'all');
  const rows = checked.rows.filter((row) => filter === 'all' || (filter === 'ok' ? row.ok : !row.ok));
  const blocked = counts.refused > 0;
  return (
    <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} data-testid="bulk-preview">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('bulkTracking.preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {fileName}
            </Text>
          </div>
          <Group gap="xs" data-testid="bulk-counts">
            <Badge variant="default">{t('bulkTracking.counts.total', { count: counts.total })}</Badge>
            <Badge color="teal" variant="light">
              {t('bulkTracking.counts.ok', { count: counts.ok })}
            </Badge>
            <Badge color={blocked ? 'red' : 'gray'} variant="light">
              {t('bulkTracking.counts.refused', { count: counts.refused })}
            </Badge>
          </Group>
        </Group>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'all', label: t('bulkTracking.filter.all') },
            { value: 'refused', label: t('bulkTracking.filter.refused') },
            { value: 'ok', label: t('bulkTracking.filter.ok') },
          ]}
          style={{ alignSelf: 'flex-start' }}
          data-testid="bulk-filter"
        />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="bulk-filter-empty">
            {t('bulkTracking.filter.none')}
          </Text>
        ) : (
          <>
            <Box visibleFrom="sm">
              <RowsTable rows={rows} />
            </Box>
            <Box hiddenFrom="sm">
              <RowCards rows={rows} />
            </Box>
          </>
        )}
        <Group justify="flex-end" gap="sm" align="center">
          {(blocked || counts.ok === 0) && (
            <Text size="sm" c="red" data-testid="bulk-blocked" style={{ flex: '1 1 240px' }}>
              {blocked ? t('bulkTracking.blocked', { count: counts.refused }) : t('bulkTracking.nothing')}
            </Text>
          )}
          <Button
            leftSection={<IconTruckDelivery size={16} />}
            disabled={blocked || counts.ok === 0}
            loading={applying}
            onClick={onApply}
            data-testid="bulk-apply"
          >
            {t('bulkTracking.apply', { count: counts.ok })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ResultCell({ row }: { row: BulkTrackingRow }) {
  const { t } = useTranslation();
  if (row.ok)
    return (
      <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
        {t('bulkTracking.ready')}
      </Badge>
    );
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconX size={16} color="var(--mantine-color-red-filled)" style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm" c="red">
        {row.reason}
      </Text>
    </Group>
  );
}

function OrderCell({ row }: { row: BulkTrackingRow }) {
  const { t } = useTranslation();
  if (row.referenceNo)
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.referenceNo}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
      {row.order || t('bulkTracking.blank')}
    </Text>
  );
}

function CourierCell({ row }: { row: BulkTrackingRow }) {
  const { t } = useTranslation();
  if (row.courier) return <Text size="sm">{row.courier}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {row.courierName ? t('bulkTracking.courierKept', { name: row.courierName }) : '—'}
    </Text>
  );
}

function RowsTable({ rows }: { rows: BulkTrackingRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="bulk-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('bulkTracking.col.row')}</Table.Th>
            <Table.Th>{t('bulkTracking.col.order')}</Table.Th>
            <Table.Th>{t('bulkTracking.col.tracking')}</Table.Th>
            <Table.Th>{t('bulkTracking.col.courier')}</Table.Th>
            <Table.Th>{t('bulkTracking.col.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-testid="bulk-row" data-ok={row.ok}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>
                <OrderCell row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {row.trackingNumber || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <CourierCell row={row} />
              </Table.Td>
              <Table.Td>
                <ResultCell row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" w={92} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Box style={{ minWidth: 0 }}>{children}</Box>
    </Group>
  );
}

function RowCards({ rows }: { rows: BulkTrackingRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Card key={row.row} withBorder radius="md" p="sm" data-testid="bulk-card" data-ok={row.ok}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('bulkTracking.rowNumber', { row: row.row })}
              </Text>
              {row.ok && <ResultCell row={row} />}
            </Group>
            <Labelled label={t('bulkTracking.col.order')}>
              <OrderCell row={row} />
            </Labelled>
            <Labelled label={t('bulkTracking.col.tracking')}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {row.trackingNumber || '—'}
              </Text>
            </Labelled>
            <Labelled label={t('bulkTracking.col.courier')}>
              <CourierCell row={row} />
            </Labelled>
            {!row.ok && <ResultCell row={row} />}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
