import './orders-texts';
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CheckoutStage, checkoutStage, type OrderView } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

/**
 * The stages this order goes through (spec "checkout stages"): a manual transfer waits for approval, an
 * online payment is in process at the gateway; a booking that ran out or a refund ends the path there.
 */
export function stagesOf(order: Pick<OrderView, 'status' | 'paymentMethod'>): CheckoutStage[] {
  const current = checkoutStage(order.status);
  const paying: CheckoutStage = order.paymentMethod === 'online' ? 'payment_process' : 'pending_approval';
  if (current === 'booking_over') return ['summary', 'checkout', 'booking_over'];
  const path: CheckoutStage[] = ['summary', 'checkout', current === 'payment_process' ? 'payment_process' : paying];
  return current === 'refund' ? [...path, 'shipping', 'refund'] : [...path, 'shipping', 'completed'];
}

export function OrderStageBar({ order }: { order: Pick<OrderView, 'status' | 'paymentMethod'> }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const stages = stagesOf(order);
  const current = checkoutStage(order.status);
  // A finished order has every stage done; otherwise the current one is active.
  const done = current === 'completed' || current === 'refund' || current === 'booking_over';
  const active = done ? stages.length : stages.indexOf(current);
  const failed = current === 'booking_over' || current === 'refund';
  return (
    <Stepper
      active={active}
      size="sm"
      orientation={phone ? 'vertical' : 'horizontal'}
      color={failed ? 'gray' : undefined}
      allowNextStepsSelect={false}
      data-testid="stage-bar"
      data-stage={current}
    >
      {stages.map((stage) => (
        <Stepper.Step key={stage} label={t(`orders.stage.${stage}`)} data-stage={stage} />
      ))}
    </Stepper>
  );
}
