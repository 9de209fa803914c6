import './orders-texts';
import { Alert, Button, Card, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { type ComboPick, checkComboPicks, type ShopPage, type ShopProductDetail } from '@niaga/shared';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { SkeletonBlock } from '../../app/page-states';
import { StockBadge, shopProductQuery } from '../shop';
import { useAddToCart } from './add-to-cart';
import { QuantityStepper } from './quantity-stepper';

type Combo = ShopPage['combos'][number];
type Row = {
  key: string;
  productId: string;
  variantId: string | null;
  label: string;
  stock: ShopProductDetail['stock'];
  /** Units the seller has; null for a preorder item (the server decides how many more it takes). */
  available: number | null;
};

const rowKey = (pick: { productId: string; variantId?: string | null }) => `${pick.productId}/${pick.variantId ?? ''}`;

/** One row per product of the combo, or one per variant when the product has variants. */
function rowsOf(combo: Combo, details: Array<ShopProductDetail | undefined>): Row[] {
  return combo.products.flatMap((item, index): Row[] => {
    const detail = details[index];
    if (!detail) return [];
    if (detail.variants.length === 0)
      return [
        {
          key: rowKey({ productId: item.productId }),
          productId: item.productId,
          variantId: null,
          label: detail.name,
          stock: detail.stock,
          available: detail.stock === 'preorder' ? null : detail.available,
        },
      ];
    return detail.variants.map((variant) => ({
      key: rowKey({ productId: item.productId, variantId: variant.id }),
      productId: item.productId,
      variantId: variant.id,
      label: `${detail.name} — ${variant.options.join(' / ')}`,
      stock: variant.stock,
      available: variant.stock === 'preorder' ? null : variant.available,
    }));
  });
}

/** Spec §5: pick units of the combo's products until exactly the required quantity, then add the combo. */
export function ComboPickerModal({ combo, onClose }: { combo: Combo; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useQueries({ queries: combo.products.map((item) => shopProductQuery(item.productId, null)) });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const add = useAddToCart({ quiet: true });

  const rows = rowsOf(
    combo,
    details.map((result) => result.data),
  );
  const picks: Array<ComboPick & { variantId: string | null }> = rows
    .filter((row) => (quantities[row.key] ?? 0) > 0)
    .map((row) => ({ productId: row.productId, variantId: row.variantId, quantity: quantities[row.key] ?? 0 }));
  const availableOf = (pick: ComboPick) =>
    rows.find((row) => row.key === rowKey(pick))?.available ?? Number.POSITIVE_INFINITY;
  const problems = checkComboPicks(combo, picks, availableOf);
  const chosen = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  const rowProblem = (key: string) => {
    const index = picks.findIndex((pick) => rowKey(pick) === key);
    return problems.find((problem) => problem.index !== null && problem.index === index);
  };
  const minimumOf = (productId: string) =>
    combo.products.find((item) => item.productId === productId)?.minQuantity ?? 0;

  const submit = () =>
    add.mutate(
      { body: { kind: 'combo', itemId: combo.id, quantity: 1, picks }, name: combo.name },
      { onSuccess: onClose },
    );

  return (
    <Modal opened onClose={onClose} title={combo.name} size="lg" centered>
      <Stack gap="md" data-testid="combo-picker">
        <Text size="sm">{t('orders.combo.hint', { count: combo.requiredQuantity })}</Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={600} data-testid="combo-chosen">
              {t('orders.combo.chosen', { chosen, required: combo.requiredQuantity })}
            </Text>
          </Group>
          <Progress
            value={Math.min(100, (chosen / combo.requiredQuantity) * 100)}
            color={chosen > combo.requiredQuantity ? 'red' : chosen === combo.requiredQuantity ? 'teal' : 'blue'}
            aria-label={t('orders.combo.chosen', { chosen, required: combo.requiredQuantity })}
          />
        </Stack>
        {details.some((result) => result.isPending) && <SkeletonBlock rows={4} />}
        {details.map((result, index) =>
          result.isError ? (
            <Alert key={combo.products[index]?.productId} color="orange" variant="light">
              {t('orders.combo.productUnavailable', { name: combo.products[index]?.productName })}
            </Alert>
          ) : null,
        )}
        <Stack gap="xs">
          {rows.map((row) => {
            const problem = rowProblem(row.key);
            const minimum = minimumOf(row.productId);
            return (
              <Card key={row.key} withBorder radius="md" padding="xs" data-testid="combo-row" data-key={row.key}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} lineClamp={2}>
                      {row.label}
                    </Text>
                    <Group gap={6}>
                      <StockBadge stock={row.stock} size="xs" />
                      {minimum > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('orders.combo.minimum', { count: minimum })}
                        </Text>
                      )}
                    </Group>
                    {problem && (
                      <Text size="xs" c="red" data-testid="combo-row-problem">
                        {t(problem.key)}
                      </Text>
                    )}
                  </Stack>
                  <QuantityStepper
                    size="xs"
                    min={0}
                    max={combo.requiredQuantity}
                    value={quantities[row.key] ?? 0}
                    onChange={(value) => setQuantities((previous) => ({ ...previous, [row.key]: value }))}
                    disabled={row.stock === 'sold_out'}
                    label={t('orders.combo.quantityOf', { name: row.label })}
                  />
                </Group>
              </Card>
            );
          })}
        </Stack>
        {chosen > 0 && problems.some((problem) => problem.index === null) && (
          <Text size="sm" c="red" data-testid="combo-total-problem">
            {t('combo.totalMismatch')}
          </Text>
        )}
        <ErrorAlert error={add.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={problems.length > 0} loading={add.isPending} data-testid="combo-add">
            {t('orders.cart.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
