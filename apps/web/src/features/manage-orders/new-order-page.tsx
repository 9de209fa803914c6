import './new-order-texts';
import '../catalog/catalog-texts';
import { Alert, Badge, Button, Card, Divider, Grid, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { HqOrderInput, HqOrderQuote } from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { isApiError } from '../../lib/api-error';
import { FormSection } from '../../ui/form-section';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { TaxRow, TotalRow } from '../../ui/total-row';
import { zonedIso } from '../../ui/zoned-time';
import { detailsPath, manageKeys } from './manage-orders.api';
import { type DraftItem, type HqPayment, hqOrderBuyerQuery, hqOrderQuoteQuery, newOrderApi } from './new-order.api';
import { ADDRESS_FIELDS, type DeliveryDraft, DeliveryFields, NEW_ADDRESS, PaymentFields } from './new-order-delivery';
import { AgentPicker, ItemsEditor } from './new-order-items';

const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as DeliveryDraft['address'];

/** The API body of the form's choices; null until an agent and an item are chosen. */
function bodyOf(
  buyerId: string | null,
  items: DraftItem[],
  delivery: DeliveryDraft,
  defaults: { addressId: string | undefined; branchId: string | undefined },
  paymentMethod: HqPayment,
  notes: string,
  timeZone: string,
): HqOrderInput | null {
  if (!buyerId || items.length === 0) return null;
  const shipping = delivery.delivery === 'shipping';
  const addressChoice = delivery.addressChoice ?? defaults.addressId ?? NEW_ADDRESS;
  const newAddress = shipping && addressChoice === NEW_ADDRESS;
  return {
    buyerId,
    items: items.map(({ kind, itemId, variantId, quantity }) =>
      kind === 'product' ? { kind, itemId, variantId, quantity } : { kind, itemId, quantity },
    ),
    delivery: delivery.delivery,
    addressId: shipping && !newAddress ? addressChoice : undefined,
    address: newAddress ? { ...delivery.address, phoneCode: '+60', country: 'MY' } : undefined,
    pickupBranchId: shipping ? undefined : (delivery.pickupBranchId ?? defaults.branchId),
    pickupTime: shipping ? undefined : zonedIso(delivery.pickupLocal, timeZone),
    paymentMethod,
    notes: notes.trim() || undefined,
  };
}

function Summary({ quote, loading, error }: { quote: HqOrderQuote | undefined; loading: boolean; error?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const totals = quote?.totals;
  return (
    <Stack gap="sm" data-testid="new-order-summary">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('newOrder.summary')}
        </Title>
        {loading && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {!quote && !error && (
        <Text size="sm" c="dimmed">
          {t('newOrder.summaryEmpty')}
        </Text>
      )}
      {quote?.lines.map((line) => (
        <Group key={`${line.name}/${line.variantName}`} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">
            {line.quantity} × {line.name} ({money(line.unitPrice)})
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {money(line.lineTotal)}
          </Text>
        </Group>
      ))}
      {totals && (
        <>
          <Divider />
          <TotalRow label={t('orders.totals.subtotal')} value={money(totals.subtotal)} />
          {totals.discount > 0 && (
            <TotalRow label={t('orders.totals.discount')} value={`− ${money(totals.discount)}`} />
          )}
          <TotalRow label={t('orders.totals.shipping')} value={money(totals.shipping)} />
          {totals.adminFee > 0 && <TotalRow label={t('orders.totals.adminFee')} value={money(totals.adminFee)} />}
          {totals.tax > 0 && <TaxRow totals={totals} value={money(totals.tax)} />}
          <TotalRow
            strong
            label={t('orders.totals.grandTotal')}
            value={money(totals.grandTotal)}
            testId="sum-grand-total"
          />
          {quote.courierName && (
            <Text size="xs" c="dimmed">
              {t('newOrder.courier', { name: quote.courierName })}
            </Text>
          )}
        </>
      )}
      {error && (
        <Alert color="red" variant="light" data-testid="new-order-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** /manage-orders/new: HQ places an order for an agent, through the agent's checkout on the API. */
export function NewOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useMoney();
  const timeZone = useCurrentUser()?.company.timeZone ?? 'Asia/Kuala_Lumpur';
  const [buyerId, setBuyerId] = useState<string | null>(null);
  const [items, setItems] = useState<DraftItem[]>([]);
  const [delivery, setDelivery] = useState<DeliveryDraft>({
    delivery: 'shipping',
    addressChoice: null,
    address: EMPTY_ADDRESS,
    pickupBranchId: null,
    pickupLocal: '',
  });
  const [paymentMethod, setPaymentMethod] = useState<HqPayment>('cash');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [receiptMissing, setReceiptMissing] = useState(false);
  const key = useRef(crypto.randomUUID());
  const buyer = useQuery(hqOrderBuyerQuery(buyerId ?? ''));
  const body = bodyOf(
    buyerId,
    items,
    delivery,
    { addressId: buyer.data?.addresses[0]?.id, branchId: undefined },
    paymentMethod,
    notes,
    timeZone,
  );
  const [quoted] = useDebouncedValue(body, 400);
  const quote = useQuery(hqOrderQuoteQuery(quoted));

  const place = useMutation({
    mutationFn: async (input: HqOrderInput) => {
      const placed = await newOrderApi.place(input, key.current);
      if (input.paymentMethod === 'manual' && receipt) {
        try {
          await newOrderApi.receipt(placed.order.id, receipt);
        } catch (error) {
          notifications.show({
            color: 'red',
            message: t('newOrder.receiptFailed', { message: error instanceof Error ? error.message : '' }),
          });
        }
      }
      return placed.order;
    },
    onSuccess: async (order) => {
      key.current = crypto.randomUUID();
      notifications.show({
        color: 'teal',
        message: t('newOrder.placed', { reference: order.referenceNo, agent: order.buyer.name }),
      });
      await queryClient.invalidateQueries({ queryKey: manageKeys.all });
      navigate(detailsPath(order.id));
    },
  });
  const errors = {
    ...(isApiError(place.error) ? place.error.fieldErrors : {}),
    ...(receiptMissing ? { file: t('newOrder.receiptRequired') } : {}),
  };
  const submit = () => {
    if (!body) return;
    const missing = paymentMethod === 'manual' && !receipt;
    setReceiptMissing(missing);
    if (!missing) place.mutate(body);
  };
  const agent = buyer.data;

  return (
    <Stack gap="lg">
      <PageHeader title={t('newOrder.title')} subtitle={t('newOrder.subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <FormSection title={t('newOrder.agentSection')}>
              <AgentPicker value={buyerId} onChange={setBuyerId} />
              {buyer.isError && <Alert color="red">{buyer.error.message}</Alert>}
              {agent && (
                <Group gap="xs" data-testid="new-order-agent-facts">
                  <Text size="sm">
                    {t('newOrder.agentFacts', { level: agent.level.name, balance: money(agent.walletBalance) })}
                  </Text>
                  {agent.firstOrder && <Badge variant="light">{t('newOrder.firstOrder')}</Badge>}
                  {agent.status === 'suspended' && <Badge color="red">{t('newOrder.suspended')}</Badge>}
                </Group>
              )}
            </FormSection>
            <FormSection title={t('newOrder.items')} hint={buyerId ? undefined : t('newOrder.chooseAgentFirst')}>
              <ItemsEditor items={items} onChange={setItems} />
            </FormSection>
            <FormSection title={t('newOrder.delivery')}>
              <DeliveryFields
                draft={delivery}
                patch={(patch) => setDelivery((current) => ({ ...current, ...patch }))}
                buyer={agent}
                errors={errors}
                timeZone={timeZone}
              />
            </FormSection>
            <FormSection title={t('newOrder.payment')}>
              <PaymentFields
                method={paymentMethod}
                onMethod={setPaymentMethod}
                receipt={receipt}
                onReceipt={setReceipt}
                buyer={agent}
                errors={errors}
              />
              <Textarea
                label={t('newOrder.notes')}
                value={notes}
                onChange={(event) => setNotes(event.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
              />
            </FormSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="md" style={{ position: 'sticky', top: 80 }}>
            <Stack gap="md">
              <Summary
                quote={body ? quote.data : undefined}
                loading={quote.isFetching}
                error={place.error?.message ?? (body && quote.isError ? quote.error.message : undefined)}
              />
              <Button
                size="md"
                onClick={submit}
                loading={place.isPending}
                disabled={!body || quote.isError}
                data-testid="new-order-place"
              >
                {t('newOrder.place')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
