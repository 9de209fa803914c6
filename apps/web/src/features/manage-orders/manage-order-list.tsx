import './manage-orders-texts';
import { Anchor, Card, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@niaga/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../ui/date-format';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { OrderStatusBadge } from '../orders';
import { detailsPath, type ManageOrdersPage } from './manage-orders.api';

type Row = ManageOrdersPage['items'][number];
type Props = {
  items: Row[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  /** Where a row's reference leads (the e-koop screens open their own details page). */
  detailsHref?: (id: string) => string;
  /** E-koop screens: a Student column (name and class). */
  student?: boolean;
};

const studentOf = (row: Row) => [row.studentName, row.studentClass].filter(Boolean).join(' · ') || '—';

function useLabels() {
  const { t } = useTranslation();
  return {
    payment: (row: Row) => (row.paymentMethod ? t(`orders.payment.method.${row.paymentMethod}`) : '—'),
    /** HQ, or the stockist that sold the order (whose bank account the buyer paid). */
    seller: (row: Row) => (row.seller.kind === 'branch' ? t('orders.sellerHq') : row.seller.name),
    delivery: (row: Row) =>
      row.delivery === 'pickup' ? t('orders.checkout.pickup') : (row.courierName ?? t('orders.checkout.shipping')),
  };
}

/** HQ's orders on desktop: a checkbox per row for the bulk actions, the reference opens the order. */
export function ManageOrderTable({
  items,
  selected,
  onToggle,
  onToggleAll,
  detailsHref = detailsPath,
  student = false,
}: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const labels = useLabels();
  const all = items.length > 0 && items.every((row) => selected.has(row.id));
  const some = items.some((row) => selected.has(row.id));
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing="xs" highlightOnHover striped fz="sm" data-testid="manage-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={t('manageOrders.bulk.selectPage')}
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
                data-testid="select-all"
              />
            </Table.Th>
            <Table.Th>{t('orders.col.reference')}</Table.Th>
            <Table.Th>{t('orders.col.date')}</Table.Th>
            {student && <Table.Th>{t('manageOrders.ekoop.student')}</Table.Th>}
            <Table.Th>{t('manageOrders.col.agent')}</Table.Th>
            <Table.Th>{t('manageOrders.col.seller')}</Table.Th>
            <Table.Th>{t('manageOrders.col.receiver')}</Table.Th>
            <Table.Th>{t('orders.col.payment')}</Table.Th>
            <Table.Th ta="right">{t('orders.col.total')}</Table.Th>
            <Table.Th>{t('orders.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row) => (
            <Table.Tr
              key={row.id}
              data-order={row.referenceNo}
              bg={selected.has(row.id) ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={t('manageOrders.bulk.selectOne', { ref: row.referenceNo })}
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row.id)}
                  data-testid="select-order"
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={detailsHref(row.id)} fw={600} size="sm" ff="monospace">
                  {row.referenceNo}
                </Anchor>
                {row.invoiceNo && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.invoiceNo}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, timeZone)}</Table.Td>
              {student && (
                <Table.Td data-testid="order-student">
                  <Text size="sm" fw={600}>
                    {row.studentName ?? '—'}
                  </Text>
                  {row.studentClass && (
                    <Text size="xs" c="dimmed">
                      {row.studentClass}
                    </Text>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                {row.buyer.name}
                <Text size="xs" c="dimmed">
                  {row.placedBy.id !== row.buyer.id
                    ? t('manageOrders.placedBy', { name: row.placedBy.name })
                    : t(`orders.type.${row.type}`)}
                </Text>
              </Table.Td>
              <Table.Td data-testid="order-seller" data-seller-kind={row.seller.kind}>
                {labels.seller(row)}
              </Table.Td>
              <Table.Td>
                {row.receiverName ?? '—'}
                <Text size="xs" c="dimmed">
                  {labels.delivery(row)}
                </Text>
              </Table.Td>
              <Table.Td>{labels.payment(row)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(row.grandTotal)}
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={row.status} size="sm" styles={{ label: { overflow: 'visible' } }} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** HQ's orders on phones: a card each with its checkbox; the reference opens the order. */
export function ManageOrderCards({
  items,
  selected,
  onToggle,
  onToggleAll,
  detailsHref = detailsPath,
  student = false,
}: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useDateFormat();
  const labels = useLabels();
  const all = items.length > 0 && items.every((row) => selected.has(row.id));
  return (
    <Stack gap="sm" data-testid="manage-cards">
      <Checkbox
        label={t('manageOrders.bulk.selectPage')}
        checked={all}
        indeterminate={!all && items.some((row) => selected.has(row.id))}
        onChange={(event) => onToggleAll(event.currentTarget.checked)}
      />
      {items.map((row) => (
        <Card
          key={row.id}
          withBorder
          radius="md"
          padding="sm"
          data-order={row.referenceNo}
          style={selected.has(row.id) ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
        >
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <Checkbox
                  mt={2}
                  aria-label={t('manageOrders.bulk.selectOne', { ref: row.referenceNo })}
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row.id)}
                  data-testid="select-order"
                />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={detailsHref(row.id)} fw={700} size="sm" ff="monospace">
                    {row.referenceNo}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(row.createdAt, timeZone)}
                  </Text>
                </div>
              </Group>
              <OrderStatusBadge status={row.status} size="sm" />
            </Group>
            {student && (
              <div data-testid="order-student">
                <Mini label={t('manageOrders.ekoop.student')} value={studentOf(row)} />
              </div>
            )}
            <SimpleGrid cols={2} spacing={6}>
              <Mini label={t('manageOrders.col.agent')} value={row.buyer.name} />
              <Mini label={t('manageOrders.col.seller')} value={labels.seller(row)} />
              <Mini label={t('manageOrders.col.receiver')} value={row.receiverName ?? '—'} />
              <Mini label={t('orders.col.total')} value={money(row.grandTotal)} />
              <Mini label={t('orders.col.payment')} value={labels.payment(row)} />
              <Mini label={t('orders.col.type')} value={t(`orders.type.${row.type}`)} />
              <Mini label={t('orders.col.delivery')} value={labels.delivery(row)} />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
