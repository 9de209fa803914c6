import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { BulkTrackingRow } from '@niaga/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';

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

function TrackingCell({ row }: { row: BulkTrackingRow }) {
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {row.trackingNumber || '—'}
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

/** The checked file's columns: row number, order, tracking number, courier and the row's result. */
export function useBulkTrackingColumns(): ListColumn<BulkTrackingRow>[] {
  const { t } = useTranslation();
  return [
    { accessor: 'row', title: t('bulkTracking.col.row'), width: 60 },
    { accessor: 'order', title: t('bulkTracking.col.order'), render: (row) => <OrderCell row={row} /> },
    { accessor: 'trackingNumber', title: t('bulkTracking.col.tracking'), render: (row) => <TrackingCell row={row} /> },
    { accessor: 'courier', title: t('bulkTracking.col.courier'), render: (row) => <CourierCell row={row} /> },
    { accessor: 'result', title: t('bulkTracking.col.result'), render: (row) => <ResultCell row={row} /> },
  ];
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

/** One checked row on a phone (the content of its card). */
export function BulkTrackingRowCard({ row }: { row: BulkTrackingRow }) {
  const { t } = useTranslation();
  return (
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
        <TrackingCell row={row} />
      </Labelled>
      <Labelled label={t('bulkTracking.col.courier')}>
        <CourierCell row={row} />
      </Labelled>
      {!row.ok && <ResultCell row={row} />}
    </Stack>
  );
}
