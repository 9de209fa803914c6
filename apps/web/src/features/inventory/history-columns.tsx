import './inventory-texts';
import { Badge, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDateLong, formatDateTime, type StockMovement, toLanguage } from '@niaga/shared';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';
import type { MovementKind } from './inventory.api';
import { Figure } from './inventory-ui';

const TYPE_COLOR: Record<MovementKind, string> = {
  in: 'teal',
  out: 'orange',
  return: 'blue',
  reversal: 'gray',
  sale: 'violet',
  order_return: 'cyan',
};

/** When a movement happened, in the company's time zone: short in the table, long on the cards and tooltips. */
function useWhen() {
  const { i18n } = useTranslation();
  const timeZone = useCurrentUser()?.company.timeZone;
  return {
    long: (iso: string) => formatDateLong(iso, toLanguage(i18n.language), timeZone),
    short: (iso: string) => formatDateTime(iso, timeZone),
  };
}

function Reasons({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation();
  return (
    <div style={{ overflowWrap: 'anywhere' }} data-col="reason">
      <Text size="sm">{movement.invDesc}</Text>
      {movement.returnReason && (
        <Text size="xs" c="dimmed" data-col="return-reason">
          {t('inventory.col.returnReason')}: {movement.returnReason}
        </Text>
      )}
    </div>
  );
}

function TypeBadge({ movement }: { movement: StockMovement }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={TYPE_COLOR[movement.invType]} variant="light" tt="none" size="sm" miw="max-content">
        {t(`inventory.type.${movement.invType}`)}
      </Badge>
      {movement.reversedById && (
        <Badge color="gray" variant="outline" tt="none" size="sm" miw="max-content" data-testid="reversed-badge">
          {t('inventory.history.reversed')}
        </Badge>
      )}
    </Group>
  );
}

function ProductText({ movement }: { movement: StockMovement }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} lineClamp={2}>
        {movement.name}
      </Text>
      <Text size="xs" c="dimmed">
        {[...movement.options, movement.sku].join(' · ')}
      </Text>
    </div>
  );
}

function ReverseButton({ movement, onReverse }: { movement: StockMovement; onReverse: OnReverse }) {
  const { t } = useTranslation();
  if (!movement.reversible) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      leftSection={<IconArrowBackUp size={14} />}
      onClick={() => onReverse(movement)}
      style={{ flexShrink: 0 }}
      data-testid="reverse"
    >
      {t('inventory.history.reverse')}
    </Button>
  );
}

type OnReverse = (movement: StockMovement) => void;

/** "+5" in, "−3" out, or nothing. */
const signed = (movement: StockMovement, side: 'in' | 'out') => {
  const quantity = side === 'in' ? movement.qtyIn : movement.qtyOut;
  return quantity ? `${side === 'in' ? '+' : '−'}${quantity}` : '';
};

const quantityColumn = (side: 'in' | 'out', title: string): ListColumn<StockMovement> => ({
  accessor: side === 'in' ? 'qtyIn' : 'qtyOut',
  title,
  textAlign: 'right',
  render: (movement) => signed(movement, side),
  cellStyle: { color: `var(--mantine-color-${side === 'in' ? 'teal' : 'orange'}-filled)` },
  col: side,
});

/** The history table's columns (wide screens). */
export function useHistoryColumns(onReverse: OnReverse): ListColumn<StockMovement>[] {
  const { t } = useTranslation();
  const when = useWhen();
  return [
    {
      accessor: 'createdAt',
      title: t('inventory.col.when'),
      render: (movement) => when.short(movement.createdAt),
      cellStyle: { whiteSpace: 'nowrap' },
      customCellAttributes: (movement) => ({ title: when.long(movement.createdAt) }),
    },
    {
      accessor: 'product',
      title: t('inventory.col.product'),
      render: (movement) => <ProductText movement={movement} />,
      cellStyle: { minWidth: 160 },
    },
    quantityColumn('in', t('inventory.col.in')),
    quantityColumn('out', t('inventory.col.out')),
    { accessor: 'invType', title: t('inventory.col.type'), render: (movement) => <TypeBadge movement={movement} /> },
    {
      accessor: 'invDesc',
      title: t('inventory.col.reason'),
      render: (movement) => <Reasons movement={movement} />,
      cellStyle: { minWidth: 140 },
    },
    {
      accessor: 'onHandAfter',
      title: t('inventory.col.balance'),
      textAlign: 'right',
      cellStyle: { fontWeight: 700 },
      col: 'balance',
    },
    { accessor: 'createdBy', title: t('inventory.col.by'), cellStyle: { whiteSpace: 'nowrap' }, col: 'by' },
    actionsColumn(t('common.actions'), (movement) => <ReverseButton movement={movement} onReverse={onReverse} />),
  ];
}

/** One movement on a phone. */
export function HistoryCard({ movement, onReverse }: { movement: StockMovement; onReverse: OnReverse }) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <ProductText movement={movement} />
        <TypeBadge movement={movement} />
      </Group>
      <SimpleGrid cols={3} spacing={6}>
        <Figure label={t('inventory.col.in')} value={signed(movement, 'in') || '—'} />
        <Figure label={t('inventory.col.out')} value={signed(movement, 'out') || '—'} />
        <Figure label={t('inventory.col.balance')} value={movement.onHandAfter} strong />
      </SimpleGrid>
      <Reasons movement={movement} />
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {when.long(movement.createdAt)}
          </Text>
          <Text size="xs" c="dimmed" data-col="by">
            {movement.createdBy}
          </Text>
        </div>
        <ReverseButton movement={movement} onReverse={onReverse} />
      </Group>
    </>
  );
}
