import './inventory-texts';
import { Avatar, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { InventoryRow } from '@niaga/shared';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { Figure } from './inventory-ui';
import { StockIndicator } from './stock-indicator';

export const inventoryRowKey = (row: InventoryRow) => `${row.productId}/${row.variantId ?? ''}`;

function ProductCell({ row }: { row: InventoryRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.coverImage} radius="sm" size={36} alt="">
        <IconPackage size={18} />
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {row.name}
        </Text>
        <Group gap={4} mt={2}>
          {row.options.map((option) => (
            <Badge key={option} variant="default" tt="none" size="xs" fw={500}>
              {option}
            </Badge>
          ))}
          {row.category && (
            <Text size="xs" c="dimmed">
              {row.category}
            </Text>
          )}
        </Group>
      </div>
    </Group>
  );
}

const indicator = (row: InventoryRow) => (
  <StockIndicator indicator={row.indicator} available={row.available} peakOnHand={row.peakOnHand} />
);

/** A store's stock on wide screens: the table's columns. */
export function useInventoryColumns(): ListColumn<InventoryRow>[] {
  const { t } = useTranslation();
  return [
    {
      accessor: 'name',
      title: t('inventory.col.product'),
      render: (row) => <ProductCell row={row} />,
      cellStyle: { minWidth: 220 },
    },
    { accessor: 'sku', title: t('inventory.col.sku'), cellStyle: { whiteSpace: 'nowrap' } },
    { accessor: 'onHand', title: t('inventory.col.onHand'), textAlign: 'right', col: 'onHand' },
    { accessor: 'reserved', title: t('inventory.col.reserved'), textAlign: 'right', col: 'reserved' },
    {
      accessor: 'available',
      title: t('inventory.col.available'),
      textAlign: 'right',
      col: 'available',
      cellStyle: { fontWeight: 700 },
    },
    { accessor: 'indicator', title: t('inventory.col.indicator'), render: indicator },
  ];
}

/** One stock item on a phone. */
export function InventoryCard({ row }: { row: InventoryRow }) {
  const { t } = useTranslation();
  return (
    <>
      <ProductCell row={row} />
      <Text size="xs" c="dimmed">
        {t('inventory.col.sku')}: {row.sku}
      </Text>
      <SimpleGrid cols={3} spacing={6}>
        <Figure label={t('inventory.col.onHand')} value={row.onHand} />
        <Figure label={t('inventory.col.reserved')} value={row.reserved} />
        <Figure label={t('inventory.col.available')} value={row.available} strong />
      </SimpleGrid>
      {indicator(row)}
    </>
  );
}
