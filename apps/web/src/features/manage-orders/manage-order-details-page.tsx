import './manage-orders-texts';
import { Anchor, Badge, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateLong, ORDER_TABS, type OrderStatus, type OrderTab } from '@niaga/shared';
import { IconArrowLeft, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { useDateFormat } from '../../ui/date-format';
import { Info } from '../../ui/info';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { Section } from '../../ui/section-card';
import { TotalRow } from '../../ui/total-row';
import { OrderBody, OrderHeading, OrderTotals, ReceiptView, useSellerName } from '../orders';
import { documentLinks, type ManageOrderView, manageOrderQuery } from './manage-orders.api';
import { OrderActions } from './order-actions';
import { ORDER_DOCUMENTS } from './order-documents';
import { OrderTimeline } from './order-timeline';
import { RemarkEditor } from './remark-editor';

/** The list tab an order's state belongs to (the back link returns there). */
export function tabOf(status: OrderStatus): OrderTab {
  const entry = Object.entries(ORDER_TABS).find(([, states]) => (states as readonly string[]).includes(status));
  return (entry?.[0] ?? 'approval') as OrderTab;
}

function useWhen() {
  const { language, timeZone } = useDateFormat();
  return (value: string | null) => (value ? formatDateLong(value, language, timeZone) : null);
}

/** Under each line: "2 × RM 10" and the points it earns. */
function LinePrice({ line }: { line: ManageOrderView['lines'][number] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Text size="sm">
      {line.quantity} × {money(line.unitPrice)}
      {line.points > 0 && (
        <Text span size="xs" c="dimmed">
          {' · '}
          {t('manageOrders.detail.linePoints', { count: line.points })}
        </Text>
      )}
    </Text>
  );
}

/** Every field of spec §3 Order that is not shown elsewhere on the page. */
function Facts({ order }: { order: ManageOrderView }) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const sellerName = useSellerName();
  const yesNo = (value: boolean) => (value ? t('manageOrders.yes') : t('manageOrders.no'));
  const printed = (value: string | null) => when(value) ?? t('manageOrders.detail.notPrinted');
  const ekoop = order.type === 'ekoop' || order.studentName || order.parentName || order.studentClass;
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="order-facts">
      <Info label={t('manageOrders.detail.orderId')} value={order.id} />
      <Info label={t('orders.col.reference')} value={order.referenceNo} />
      <Info label={t('manageOrders.detail.invoiceNo')} value={order.invoiceNo} testId="order-invoice-no" />
      <Info label={t('orders.col.type')} value={t(`orders.type.${order.type}`)} />
      <Info label={t('manageOrders.col.agent')} value={order.buyer.name} testId="order-agent" />
      <Info label={t('manageOrders.detail.placedBy')} value={order.placedBy.name} />
      <Info label={t('manageOrders.detail.seller')} value={sellerName(order.seller)} />
      <Info
        label={t('orders.col.payment')}
        value={order.paymentMethod ? t(`orders.payment.method.${order.paymentMethod}`) : null}
      />
      <Info
        label={t('manageOrders.detail.paymentStatus')}
        value={
          i18n.exists(`manageOrders.paymentStatus.${order.paymentStatus}`)
            ? t(`manageOrders.paymentStatus.${order.paymentStatus}`)
            : order.paymentStatus
        }
      />
      <Info label={t('manageOrders.detail.firstOrder')} value={yesNo(order.firstOrder)} />
      <Info label={t('manageOrders.detail.weight')} value={`${(order.totalWeightGrams / 1000).toFixed(2)} kg`} />
      <Info label={t('orders.col.items')} value={String(order.totalUnits)} />
      <Info label={t('manageOrders.dateField.created')} value={when(order.createdAt)} />
      <Info label={t('manageOrders.dateField.paid')} value={when(order.paidAt)} />
      <Info label={t('manageOrders.dateField.approved')} value={when(order.approvedAt)} />
      <Info label={t('manageOrders.detail.shippedAt')} value={when(order.shippedAt)} />
      <Info label={t('manageOrders.detail.completedAt')} value={when(order.completedAt)} />
      {order.refundedAt && (
        <>
          <Info label={t('manageOrders.detail.refundedAt')} value={when(order.refundedAt)} />
          <Info
            label={t('manageOrders.refund.method')}
            value={order.refundMethod ? t(`manageOrders.refund.${order.refundMethod}`) : null}
          />
          <Info label={t('manageOrders.refund.reference')} value={order.refundReference} />
        </>
      )}
      <Info label={t('manageOrders.doc.invoice')} value={printed(order.invoicePrintedAt)} />
      <Info label={t('manageOrders.doc.packingList')} value={printed(order.packingListPrintedAt)} />
      <Info label={t('manageOrders.doc.shippingLabel')} value={printed(order.shippingLabelPrintedAt)} />
      {ekoop && (
        <>
          <Info label={t('manageOrders.detail.studentName')} value={order.studentName} />
          <Info label={t('manageOrders.detail.parentName')} value={order.parentName} />
          <Info label={t('manageOrders.detail.studentClass')} value={order.studentClass} />
        </>
      )}
    </SimpleGrid>
  );
}

function Documents({ order }: { order: ManageOrderView }) {
  const { t } = useTranslation();
  const links = documentLinks([order.id]);
  return (
    <Group gap="xs">
      {ORDER_DOCUMENTS.map(({ key, icon: Icon, label }) => (
        <LinkButton key={key} size="xs" variant="default" to={links[key]} leftSection={<Icon size={14} />}>
          {t(label)}
        </LinkButton>
      ))}
    </Group>
  );
}

/** One of the student block's fields: a small caption over large type. */
function BigField({ label, value, fw, testId }: { label: string; value: string | null; fw: number; testId: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={fw} data-testid={testId}>
        {value ?? '—'}
      </Text>
    </div>
  );
}

const STUDENT_FIELDS = [
  { key: 'studentName', fw: 700, testId: 'student-name' },
  { key: 'studentClass', fw: 700, testId: 'student-class' },
  { key: 'parentName', fw: 600, testId: 'parent-name' },
] as const;

/** E-koop screens: who the order is for, in large type above the actions. */
function StudentBlock({ order }: { order: ManageOrderView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-primary-color-light)" data-testid="order-student-block">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <IconSchool size={28} stroke={1.6} style={{ flexShrink: 0 }} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
          {STUDENT_FIELDS.map(({ key, fw, testId }) => (
            <BigField key={key} label={t(`manageOrders.detail.${key}`)} value={order[key]} fw={fw} testId={testId} />
          ))}
        </SimpleGrid>
      </Group>
    </Card>
  );
}

function Details({ order, student }: { order: ManageOrderView; student: boolean }) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <Stack gap="md">
      <div>
        <OrderHeading
          order={order}
          extra={
            order.firstOrder && (
              <Badge variant="outline" tt="none">
                {t('manageOrders.detail.firstOrder')}
              </Badge>
            )
          }
        />
        <Text size="sm" c="dimmed">
          {when(order.createdAt)} · {order.buyer.name}
        </Text>
      </div>
      {student && <StudentBlock order={order} />}
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <OrderActions order={order} />
          <Divider />
          <Documents order={order} />
        </Stack>
      </Card>
      <OrderBody
        order={order}
        price={(line) => <LinePrice line={line} />}
        main={
          <>
            <Section title={t('manageOrders.detail.notesRemark')} testId="order-notes">
              <Info label={t('orders.checkout.notes')} value={order.notes} />
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('manageOrders.remark.title')}
              </Text>
              <RemarkEditor key={order.remark ?? ''} order={order} />
            </Section>
            <Section title={t('manageOrders.timeline.title')}>
              <OrderTimeline events={order.events} />
            </Section>
          </>
        }
        side={
          <>
            <Section title={t('orders.receipt.title')} testId="order-receipt">
              <ReceiptView receiptUrl={order.receiptUrl} referenceNo={order.referenceNo} />
            </Section>
            <Section title={t('orders.checkout.summary')}>
              <OrderTotals
                order={order}
                allRows
                totalTestId="order-total"
                after={<TotalRow label={t('manageOrders.detail.pointEarned')} value={String(order.pointEarned)} />}
              />
            </Section>
            <Section title={t('manageOrders.detail.facts')}>
              <Facts order={order} />
            </Section>
          </>
        }
      />
    </Stack>
  );
}

/** What a screen built on the details page changes: the e-koop one returns to its list and shows the student. */
export type ManageDetailsProps = { listPath?: string; student?: boolean };

/** /manage-orders/order-details?id=…: every field of the order, the receipt, the timeline and the actions. */
export function ManageOrderDetailsPage({ listPath = '/manage-orders', student = false }: ManageDetailsProps = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const result = useQuery(manageOrderQuery(id));
  const tab = result.data ? tabOf(result.data.status) : undefined;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={tab ? `${listPath}?tab=${tab}` : listPath} size="sm" data-testid="back">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('manageOrders.detail.back')}
      </Anchor>
      {!id && <ErrorState message={t('manageOrders.detail.noId')} />}
      {id && result.isPending && <SkeletonBlock rows={10} />}
      {result.isError && <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />}
      {result.data && <Details order={result.data} student={student} />}
    </Stack>
  );
}
