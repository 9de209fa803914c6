import './orders-texts';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateLong, type MyOrderView } from '@niaga/shared';
import { IconBuildingBank, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/date-format';
import { Info } from '../../ui/info';
import { BankDetails } from './bank-details';
import { BookingCountdown } from './booking-countdown';
import { useSellerName } from './order-ui';
import { orderKeys } from './orders.api';
import { PayAgain } from './pay-again';
import { ReceiptUpload } from './receipt-upload';
import { ReceiptView } from './receipt-view';

/**
 * The account a manual transfer of this order goes to: its seller's (the selling stockist's own, or HQ's), named,
 * so the buyer pays the right account and knows the receipt is checked against it.
 */
function SellerBank({ order }: { order: MyOrderView }) {
  const { t } = useTranslation();
  const seller = useSellerName()(order.seller);
  const bank = order.sellerBank;
  if (!bank)
    return (
      <Alert color="orange" variant="light" data-testid="seller-bank-missing">
        {t('orders.bank.none', { seller })}
      </Alert>
    );
  return (
    <Stack gap="xs" data-testid="seller-bank">
      <Group gap={6} wrap="nowrap">
        <IconBuildingBank size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('orders.bank.title', { seller })}
        </Text>
      </Group>
      <BankDetails bank={bank} />
      <Text size="xs" c="dimmed">
        {t('orders.bank.match', { seller })}
      </Text>
    </Stack>
  );
}

/**
 * Paying the order: time left, the seller's account to transfer to, the receipt (to upload, or the one uploaded),
 * who approves it; or where the payment stands.
 */
export function OrderPayment({ order, onCancel }: { order: MyOrderView; onCancel: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const seller = useSellerName()(order.seller);
  const { language, timeZone } = useDateFormat();
  const unpaid = order.status === 'unpaid';
  const manual = order.paymentMethod === 'manual';
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) }),
    [queryClient, order.id],
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <Info
          label={t('orders.col.payment')}
          value={order.paymentMethod ? t(`orders.payment.method.${order.paymentMethod}`) : null}
        />
        <Info
          label={t('orders.detail.paidAt')}
          value={order.paidAt ? formatDateLong(order.paidAt, language, timeZone) : null}
        />
      </SimpleGrid>
      {unpaid && order.bookingExpiresAt && <BookingCountdown expiresAt={order.bookingExpiresAt} onExpired={refresh} />}
      {manual && (unpaid || order.status === 'pending_approval') && <SellerBank order={order} />}
      {unpaid && manual && !order.hasReceipt && <ReceiptUpload orderId={order.id} seller={seller} />}
      {unpaid && !order.hasReceipt && <PayAgain order={order} />}
      {order.status === 'pending_approval' && (
        <Alert color="blue" variant="light" data-testid="awaiting-approval">
          {t('orders.detail.awaitingApproval', { seller })}
        </Alert>
      )}
      {order.receiptUrl && (
        <Stack gap={6} data-testid="my-receipt">
          <Text size="sm" fw={600}>
            {t('orders.receipt.yours')}
          </Text>
          <ReceiptView receiptUrl={order.receiptUrl} referenceNo={order.referenceNo} />
        </Stack>
      )}
      {order.status === 'payment_process' && (
        <Alert color="yellow" variant="light">
          {t('orders.detail.paymentProcess')}
        </Alert>
      )}
      {unpaid && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} />}
          onClick={onCancel}
          data-testid="order-cancel"
        >
          {t('orders.detail.cancel')}
        </Button>
      )}
    </Stack>
  );
}
