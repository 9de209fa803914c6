import './manage-orders-texts';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../ui/list-page/data-table';
import { Mini } from '../../ui/mini-info';
import { useMoney } from '../../ui/money';
import { OrderCardHeading, useOrderLabels, useReferenceDateColumns, useTotalStatusColumns } from '../orders';
import type { ManageOrdersPage } from './manage-orders.api';

export type ManageRow = ManageOrdersPage['items'][number];

/** What the list's rows show beyond HQ's own list: the e-koop screens add the student and open their own page. */
export type RowOptions = { detailsHref: (id: string) => string; student: boolean };

const studentOf = (row: ManageRow) => [row.studentName, row.studentClass].filter(Boolean).join(' · ') || '—';

function useLabels() {
  const { t } = useTranslation();
  return {
    ...useOrderLabels(),
    /** HQ, or the stockist that sold the order (whose bank account the buyer paid). */
    seller: (row: ManageRow) => (row.seller.kind === 'branch' ? t('orders.sellerHq') : row.seller.name),
  };
}

/** A cell's main line and a dimmed second line under it. */
function TwoLines({ main, sub }: { main: React.ReactNode; sub?: React.ReactNode }) {
  return (
    <>
      {main}
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </>
  );
}

/** HQ's orders on desktop: the reference opens the order. */
export function useManageOrderColumns({ detailsHref, student }: RowOptions): ListColumn<ManageRow>[] {
  const { t } = useTranslation();
  const labels = useLabels();
  const columns: (ListColumn<ManageRow> | false)[] = [
    ...useReferenceDateColumns<ManageRow>(detailsHref, (row) =>
      row.invoiceNo ? (
        <Text size="xs" c="dimmed" ff="monospace">
          {row.invoiceNo}
        </Text>
      ) : null,
    ),
    student && {
      accessor: 'studentName',
      title: t('manageOrders.ekoop.student'),
      customCellAttributes: () => ({ 'data-testid': 'order-student' }),
      render: (row) => (
        <TwoLines
          main={
            <Text size="sm" fw={600}>
              {row.studentName ?? '—'}
            </Text>
          }
          sub={row.studentClass}
        />
      ),
    },
    {
      accessor: 'buyer',
      title: t('manageOrders.col.agent'),
      render: (row) => (
        <TwoLines
          main={row.buyer.name}
          sub={
            row.placedBy.id !== row.buyer.id
              ? t('manageOrders.placedBy', { name: row.placedBy.name })
              : t(`orders.type.${row.type}`)
          }
        />
      ),
    },
    {
      accessor: 'seller',
      title: t('manageOrders.col.seller'),
      customCellAttributes: (row) => ({ 'data-testid': 'order-seller', 'data-seller-kind': row.seller.kind }),
      render: labels.seller,
    },
    {
      accessor: 'receiverName',
      title: t('manageOrders.col.receiver'),
      render: (row) => <TwoLines main={row.receiverName ?? '—'} sub={labels.delivery(row)} />,
    },
    { accessor: 'paymentMethod', title: t('orders.col.payment'), render: labels.payment },
    ...useTotalStatusColumns<ManageRow>({ styles: { label: { overflow: 'visible' } } }),
  ];
  return columns.filter((column) => column !== false);
}

/** One of HQ's orders on a phone: the reference opens the order. */
export function ManageOrderCard({ row, detailsHref, student }: RowOptions & { row: ManageRow }) {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useLabels();
  return (
    <>
      <OrderCardHeading
        order={row}
        reference={
          <Anchor component={Link} to={detailsHref(row.id)} fw={700} size="sm" ff="monospace">
            {row.referenceNo}
          </Anchor>
        }
      />
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
    </>
  );
}
