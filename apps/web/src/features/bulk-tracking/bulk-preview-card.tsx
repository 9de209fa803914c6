import { Badge, Box, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BulkTrackingPreview, BulkTrackingRow } from '@niaga/shared';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ui/heading';
import { ListCards, ListTable, type TableSpec } from '../../ui/list-page/data-table';
import { BulkTrackingRowCard, useBulkTrackingColumns } from './bulk-tracking-columns';

type Filter = 'all' | 'refused' | 'ok';

/** The checked file: counts, a filter on ok/refused, the rows (table or phone cards) and the apply button. */
export function PreviewCard({
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
  const table: TableSpec<BulkTrackingRow> = {
    columns: useBulkTrackingColumns(),
    testId: 'bulk-table',
    minWidth: 720,
    highlightOnHover: true,
    rowKey: (row) => String(row.row),
    rowAttributes: (row) => ({ 'data-testid': 'bulk-row', 'data-ok': row.ok }),
    cardAttributes: (row) => ({ 'data-testid': 'bulk-card', 'data-ok': row.ok }),
  };
  return (
    <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} data-testid="bulk-preview">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Heading title={t('bulkTracking.preview.title')} hint={fileName} />
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
              <ListTable items={rows} spec={table} />
            </Box>
            <Box hiddenFrom="sm">
              <ListCards
                items={rows}
                spec={table}
                testId="bulk-cards"
                card={(row) => <BulkTrackingRowCard row={row} />}
              />
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
