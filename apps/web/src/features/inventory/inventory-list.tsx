import './inventory-texts';
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { InventoryRow } from '@niaga/shared';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Figure } from './inventory-ui';
import { StockIndicator } from './stock-indicator';

const rowKey = (row: InventoryRow) => `${row.productId}/${row.variantId ?? ''}`;

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

/** A store's stock on wide screens. */
export function InventoryTable({ items }: { items: InventoryRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="xs" striped highlightOnHover fz="sm" data-testid="inventory-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventory.col.product')}</Table.Th>
            <Table.Th>{t('inventory.col.sku')}</Table.Th>
            <Table.Th ta="right">{t('inventory.col.onHand')}</Table.Th>
            <Table.Th ta="right">{t('inventory.col.reserved')}</Table.Th>
            <Table.Th ta="right">{t('inventory.col.available')}</Table.Th>
            <Table.Th>{t('inventory.col.indicator')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={rowKey(row)} data-sku={row.sku}>
              <Table.Td miw={220}>
                <ProductCell row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.sku}</Table.Td>
              <Table.Td ta="right" data-col="onHand">
                {row.onHand}
              </Table.Td>
              <Table.Td ta="right" data-col="reserved">
                {row.reserved}
              </Table.Td>
              <Table.Td ta="right" fw={700} data-col="available">
                {row.available}
              </Table.Td>
              <Table.Td>
                <StockIndicator indicator={row.indicator} available={row.available} peakOnHand={row.peakOnHand} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A store's stock on phones: one card per item. */
export function InventoryCards({ items }: { items: InventoryRow[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="inventory-cards">
      {items.map((row) => (
        <Card key={rowKey(row)} withBorder radius="md" padding="sm" data-sku={row.sku}>
          <Stack gap={8}>
            <ProductCell row={row} />
            <Text size="xs" c="dimmed">
              {t('inventory.col.sku')}: {row.sku}
            </Text>
            <SimpleGrid cols={3} spacing={6}>
              <Figure label={t('inventory.col.onHand')} value={row.onHand} />
              <Figure label={t('inventory.col.reserved')} value={row.reserved} />
              <Figure label={t('inventory.col.available')} value={row.available} strong />
            </SimpleGrid>
            <StockIndicator indicator={row.indicator} available={row.available} peakOnHand={row.peakOnHand} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
