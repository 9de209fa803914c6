import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDateShort } from '@niaga/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';
import { Thumb } from '../../ui/thumb';
import type { ProductRow } from './catalog.api';
import { PublishBadge } from './catalog-ui';

type Menu = (row: ProductRow) => ReactNode;

const editPath = (row: ProductRow) => `/products/edit/${encodeURIComponent(row.id)}`;

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

/** Products on wide screens: cover, name and SKU, category, retail price, variants, status, actions. */
export function useProductColumns(menu: Menu): ListColumn<ProductRow>[] {
  const { t } = useTranslation();
  const money = useMoney();
  return [
    {
      accessor: 'name',
      title: t('catalog.products.product'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Thumb url={row.coverImage} alt={row.name} size={40} />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={editPath(row)} fw={600} size="sm">
              {row.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.sku}
            </Text>
          </div>
        </Group>
      ),
    },
    { accessor: 'category', title: t('catalog.products.category'), render: (row) => row.category?.name ?? '—' },
    {
      accessor: 'retailPrice',
      title: t('catalog.products.retailPrice'),
      textAlign: 'right',
      cellStyle: { whiteSpace: 'nowrap' },
      render: (row) => money(row.retailPrice),
    },
    { accessor: 'variantCount', title: t('catalog.products.variants'), textAlign: 'right' },
    { accessor: 'status', title: t('catalog.products.status'), render: (row) => <Status row={row} /> },
    { ...actionsColumn(t('common.actions'), menu), width: 48 },
  ];
}

/** A product on a phone: cover, name, SKU and category, price and variants, status, menu. */
export function ProductCard({ row, menu }: { row: ProductRow; menu: Menu }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Thumb url={row.coverImage} alt={row.name} size={56} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={editPath(row)} fw={600} lineClamp={2}>
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
      {menu(row)}
    </Group>
  );
}
