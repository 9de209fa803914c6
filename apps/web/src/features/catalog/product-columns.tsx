import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../ui/money';
import { Thumb } from '../../ui/thumb';
import type { ProductRow } from './catalog.api';
import { PublishBadge } from './catalog-ui';

type Props = { items: ProductRow[]; actions: (row: ProductRow) => ReactNode };

function Status({ row }: { row: ProductRow }) {
  return (
    <Stack gap={2} align="flex-start">
      <PublishBadge status={row.status} />
      {row.status === 'scheduled' && row.publishAt && (
        <Text size="xs" c="dimmed">
          {formatDateShort(row.publishAt)}
        </Text>
      )}
    </Stack>
  );
}

/** Products on desktop: cover, name and SKU, category, retail price, variants, status, actions. */
export function ProductTable({ items, actions }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="xs" highlightOnHover striped data-testid="product-table" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalog.products.product')}</Table.Th>
            <Table.Th>{t('catalog.products.category')}</Table.Th>
            <Table.Th ta="right">{t('catalog.products.retailPrice')}</Table.Th>
            <Table.Th ta="right">{t('catalog.products.variants')}</Table.Th>
            <Table.Th>{t('catalog.products.status')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr key={row.id} data-product={row.sku}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Thumb url={row.coverImage} alt={row.name} size={40} />
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/products/edit/${encodeURIComponent(row.id)}`} fw={600} size="sm">
                      {row.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.sku}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>{row.category?.name ?? '—'}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.retailPrice)}
              </Table.Td>
              <Table.Td ta="right">{row.variantCount}</Table.Td>
              <Table.Td>
                <Status row={row} />
              </Table.Td>
              <Table.Td>{actions(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Products on a phone: one card each. */
export function ProductCards({ items, actions }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Stack gap="xs" data-testid="product-cards">
      {items.map((row) => (
        <Card key={row.id} withBorder radius="md" p="sm" data-product={row.sku}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumb url={row.coverImage} alt={row.name} size={56} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Anchor component={Link} to={`/products/edit/${encodeURIComponent(row.id)}`} fw={600} lineClamp={2}>
                {row.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {row.sku} · {row.category?.name ?? t('catalog.products.noCategory')}
              </Text>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {money(row.retailPrice)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('catalog.products.variantCount', { count: row.variantCount })}
                </Text>
              </Group>
              <Status row={row} />
            </Stack>
            {actions(row)}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
