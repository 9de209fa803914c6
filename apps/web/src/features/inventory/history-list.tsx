import './inventory-texts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateLong, formatDateTime, type StockMovement, toLanguage } from '@niaga/shared';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
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

function ReverseButton({ movement, onReverse }: { movement: StockMovement; onReverse: (m: StockMovement) => void }) {
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

export type MovementListProps = { items: StockMovement[]; onReverse: (movement: StockMovement) => void };

/** Stock movements on wide screens. */
export function HistoryTable({ items, onReverse }: MovementListProps) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="xs" striped fz="sm" data-testid="history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('inventory.col.when')}</Table.Th>
            <Table.Th>{t('inventory.col.product')}</Table.Th>
            <Table.Th ta="right">{t('inventory.col.in')}</Table.Th>
            <Table.Th ta="right">{t('inventory.col.out')}</Table.Th>
            <Table.Th>{t('inventory.col.type')}</Table.Th>
            <Table.Th>{t('inventory.col.reason')}</Table.Th>
            <Table.Th ta="right">{t('inventory.col.balance')}</Table.Th>
            <Table.Th>{t('inventory.col.by')}</Table.Th>
            <Table.Th aria-label={t('common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((movement) => (
            <Table.Tr key={movement.id} data-movement={movement.id} data-type={movement.invType}>
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={when.long(movement.createdAt)}>
                {when.short(movement.createdAt)}
              </Table.Td>
              <Table.Td miw={160}>
                <ProductText movement={movement} />
              </Table.Td>
              <Table.Td ta="right" c="teal" data-col="in">
                {movement.qtyIn ? `+${movement.qtyIn}` : ''}
              </Table.Td>
              <Table.Td ta="right" c="orange" data-col="out">
                {movement.qtyOut ? `−${movement.qtyOut}` : ''}
              </Table.Td>
              <Table.Td>
                <TypeBadge movement={movement} />
              </Table.Td>
              <Table.Td miw={140}>
                <Reasons movement={movement} />
              </Table.Td>
              <Table.Td ta="right" fw={700} data-col="balance">
                {movement.onHandAfter}
              </Table.Td>
              <Table.Td data-col="by" style={{ whiteSpace: 'nowrap' }}>
                {movement.createdBy}
              </Table.Td>
              <Table.Td>
                <ReverseButton movement={movement} onReverse={onReverse} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Stock movements on phones: one card per movement. */
export function HistoryCards({ items, onReverse }: MovementListProps) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <Stack gap="sm" data-testid="history-cards">
      {items.map((movement) => (
        <Card key={movement.id} withBorder radius="md" padding="sm" data-movement={movement.id}>
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ProductText movement={movement} />
              <TypeBadge movement={movement} />
            </Group>
            <SimpleGrid cols={3} spacing={6}>
              <Figure label={t('inventory.col.in')} value={movement.qtyIn ? `+${movement.qtyIn}` : '—'} />
              <Figure label={t('inventory.col.out')} value={movement.qtyOut ? `−${movement.qtyOut}` : '—'} />
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
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
