import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from '../../ui/select-search';
import { ProductPicker, productQuery } from '../catalog';
import { agentListQuery } from '../network';
import type { DraftItem } from './new-order.api';

/** The agent HQ orders for: a searchable select over the agent list (the Orders filter's picker). */
export function AgentPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const { search, setSearch, query } = useSelectSearch(chosen?.label);
  const agents = useQuery({
    ...agentListQuery({ q: query || undefined, sort: 'name' }),
    placeholderData: keepPreviousData,
  });
  const options = (agents.data?.items ?? []).map((agent) => ({
    value: agent.id,
    label: agent.level ? `${agent.name} · ${agent.level.name}` : agent.name,
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      label={t('newOrder.agent')}
      placeholder={t('newOrder.agentPlaceholder')}
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={agents.isError ? agents.error.message : t('newOrder.noAgent')}
      searchable
      clearable
      required
      data-testid="new-order-agent"
    />
  );
}

/** Chooses a product (and its variant) with a quantity and adds it to the order's items. */
function ItemAdder({ onAdd }: { onAdd: (item: DraftItem) => void }) {
  const { t } = useTranslation();
  const [productId, setProductId] = useState('');
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const product = useQuery({ ...productQuery(productId), enabled: Boolean(productId) }).data;
  const variants = product?.variants ?? [];
  const ready = product && (variants.length === 0 || variantId) && Number(quantity) >= 1;
  const add = () => {
    if (!product || !ready) return;
    const variant = variants.find((entry) => entry.id === variantId);
    onAdd({
      kind: 'product',
      itemId: product.id,
      variantId: variant?.id ?? null,
      name: variant ? `${product.name} (${variant.options.join(' / ')})` : product.name,
      quantity: Number(quantity),
    });
    setProductId('');
    setVariantId(null);
    setQuantity(1);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 240px' }}>
        <ProductPicker value={productId} onChange={setProductId} testId="new-order-product" />
      </div>
      {variants.length > 0 && (
        <Select
          label={t('newOrder.variant')}
          data={variants.map((variant) => ({ value: variant.id, label: variant.options.join(' / ') }))}
          value={variantId}
          onChange={setVariantId}
          w={180}
          data-testid="new-order-variant"
        />
      )}
      <NumberInput
        label={t('newOrder.quantity')}
        min={1}
        max={100_000}
        allowDecimal={false}
        value={quantity}
        onChange={setQuantity}
        w={110}
        data-testid="new-order-quantity"
      />
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={!ready}>
        {t('newOrder.addItem')}
      </Button>
    </Group>
  );
}

/** The order's items: add, change the quantity, remove. Prices come from the API's quote (the summary). */
export function ItemsEditor({ items, onChange }: { items: DraftItem[]; onChange: (items: DraftItem[]) => void }) {
  const { t } = useTranslation();
  const keyOf = (item: DraftItem) => `${item.kind}/${item.itemId}/${item.variantId ?? ''}`;
  const add = (item: DraftItem) => {
    const same = items.find((entry) => keyOf(entry) === keyOf(item));
    onChange(
      same
        ? items.map((entry) => (entry === same ? { ...entry, quantity: entry.quantity + item.quantity } : entry))
        : [...items, item],
    );
  };
  return (
    <Stack gap="sm">
      <ItemAdder onAdd={add} />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('newOrder.noItems')}
        </Text>
      ) : (
        <Table data-testid="new-order-items" verticalSpacing="xs">
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={keyOf(item)}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td w={120}>
                  <NumberInput
                    aria-label={`${t('newOrder.quantity')}: ${item.name}`}
                    min={1}
                    max={100_000}
                    allowDecimal={false}
                    value={item.quantity}
                    onChange={(value) =>
                      onChange(
                        items.map((entry) =>
                          entry === item ? { ...entry, quantity: Math.max(1, Number(value) || 1) } : entry,
                        ),
                      )
                    }
                    size="xs"
                  />
                </Table.Td>
                <Table.Td w={44}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('newOrder.remove', { name: item.name })}
                    onClick={() => onChange(items.filter((entry) => entry !== item))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
