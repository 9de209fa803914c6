import './orders-texts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CartLine } from '@niaga/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../ui/icon-action';
import { useMoney } from '../../ui/money';
import { Thumb } from '../../ui/thumb';
import { lineDetails, ProblemBadge } from './order-ui';
import { cartApi, storeCart } from './orders.api';
import { QuantityStepper } from './quantity-stepper';

/** Quantity and removal of cart lines; every answer is the whole cart, kept as it comes. */
function useCartLineActions() {
  const queryClient = useQueryClient();
  const onError = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const update = useMutation({
    mutationFn: ({ id, quantity }: { id: string; quantity: number }) => cartApi.update(id, quantity),
    onSuccess: (cart) => storeCart(queryClient, cart),
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => cartApi.remove(id),
    onSuccess: (cart) => storeCart(queryClient, cart),
    onError,
  });
  return { update, remove };
}

function LineCard({ line, actions }: { line: CartLine; actions: ReturnType<typeof useCartLineActions> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const busy =
    (actions.update.isPending && actions.update.variables?.id === line.id) ||
    (actions.remove.isPending && actions.remove.variables === line.id);
  const kindLabel = line.kind === 'product' ? null : t(`orders.kind.${line.kind}`);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="cart-line"
      data-line-id={line.id}
      data-problem={line.problem ?? undefined}
      style={{ opacity: busy ? 0.6 : 1, borderColor: line.problem ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Thumb url={line.coverImage} alt={line.name} size={64} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" lineClamp={2}>
                {line.name}
              </Text>
              {[kindLabel, ...lineDetails(line), line.sku].filter(Boolean).map((detail) => (
                <Text key={detail} size="xs" c="dimmed" lineClamp={2}>
                  {detail}
                </Text>
              ))}
            </div>
            <IconAction
              label={t('orders.cart.remove')}
              variant="subtle"
              color="red"
              onClick={() => actions.remove.mutate(line.id)}
              disabled={busy}
              aria-label={t('orders.cart.removeItem', { name: line.name })}
              data-testid="cart-remove"
              icon={<IconTrash size={18} />}
            />
          </Group>
          {line.problem && (
            <Group gap={6}>
              <ProblemBadge problem={line.problem} />
              <Text size="xs" c="red">
                {t(`orders.problemHint.${line.problem}`, { count: line.available })}
              </Text>
            </Group>
          )}
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <QuantityStepper
              size="xs"
              value={line.quantity}
              onChange={(quantity) => actions.update.mutate({ id: line.id, quantity })}
              disabled={busy || line.problem === 'deleted'}
              label={t('orders.qty.of', { name: line.name })}
              testId="cart-quantity"
            />
            <Stack gap={0} align="flex-end">
              <Text fw={700} size="sm" data-testid="cart-line-total">
                {money(line.lineTotal)}
              </Text>
              <Group gap={4} wrap="nowrap" align="baseline">
                {line.listPrice > line.unitPrice && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {money(line.listPrice)}
                  </Text>
                )}
                <Text size="xs" c="dimmed" data-testid="cart-unit-price">
                  {t('orders.cart.each', { price: money(line.unitPrice) })}
                </Text>
              </Group>
            </Stack>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** The cart's lines: picture, name, variant, price (list price struck), quantity, total, problem, remove. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const actions = useCartLineActions();
  return (
    <Stack gap="sm" data-testid="cart-lines">
      {lines.map((line) => (
        <LineCard key={line.id} line={line} actions={actions} />
      ))}
    </Stack>
  );
}
