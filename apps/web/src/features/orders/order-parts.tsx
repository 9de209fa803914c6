import './orders-texts';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { formatDateLong, type OrderView } from '@niaga/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/date-format';
import { Info } from '../../ui/info';
import { PhoneNumber } from '../../ui/phone-number';
import { phoneCodesQuery } from '../reference';

/** Pieces of an order page shared by the buyer's page and HQ's order management. */
/** The tracking number, linked to the courier's tracking page when the courier has a tracking URL template. */
function TrackingNumber({ order }: { order: Pick<OrderView, 'trackingNumber' | 'trackingUrl'> }) {
  const { t } = useTranslation();
  if (!order.trackingNumber) return null;
  if (!order.trackingUrl) return order.trackingNumber;
  return (
    <Anchor
      href={order.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      ff="monospace"
      aria-label={t('orders.detail.trackingLink', { tracking: order.trackingNumber })}
      data-testid="tracking-link"
    >
      {order.trackingNumber} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
    </Anchor>
  );
}

/** Where the goods go: the receiver and courier with the tracking number, or the pickup branch and time. */
export function OrderDelivery({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { language, timeZone } = useDateFormat();
  const countries = useQuery(phoneCodesQuery()).data;
  const countryName = (iso2: string) => countries?.find((row) => row.iso2 === iso2)?.name ?? iso2;
  if (order.delivery === 'pickup')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="order-pickup">
        <Info label={t('orders.checkout.branch')} value={order.pickupLocation} testId="pickup-location" />
        <Info
          label={t('orders.checkout.pickupTime')}
          value={order.pickupTime ? formatDateLong(order.pickupTime, language, timeZone) : null}
          testId="pickup-time"
        />
      </SimpleGrid>
    );
  const receiver = order.receiver;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="order-receiver">
      <Info
        label={t('orders.detail.receiver')}
        value={
          receiver && (
            <>
              <Text size="sm" fw={600}>
                {`${receiver.firstName} ${receiver.lastName}`.trim()}
              </Text>
              <PhoneNumber code={receiver.phoneCode} number={receiver.phoneNumber} testId="receiver-phone" />
              {receiver.email && <Text size="sm">{receiver.email}</Text>}
            </>
          )
        }
      />
      <Info
        label={t('orders.detail.address')}
        value={
          receiver &&
          [
            receiver.address1,
            receiver.address2,
            `${receiver.postCode} ${receiver.city}`,
            receiver.state,
            countryName(receiver.country),
          ]
            .filter(Boolean)
            .join(', ')
        }
      />
      <Info label={t('orders.checkout.courier')} value={order.courierName} />
      <Info
        label={t('orders.detail.tracking')}
        value={order.trackingNumber ? <TrackingNumber order={order} /> : null}
        testId="order-tracking"
      />
    </SimpleGrid>
  );
}
