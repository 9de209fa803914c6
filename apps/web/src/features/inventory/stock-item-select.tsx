import './inventory-texts';
import { Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectSearch } from '../../ui/select-search';
import { type InventoryOption, inventoryOptionsQuery } from './inventory.api';

export type PickedItem = { productId: string; variantId?: string | undefined };
type Option = { value: string; label: string; available: number; sku: string };

const keyOf = (item: { productId: string; variantId?: string | null | undefined }) =>
  item.productId ? `${item.productId}/${item.variantId ?? ''}` : '';
const toOption = (item: InventoryOption): Option => ({
  value: keyOf(item),
  label: item.label,
  available: item.available,
  sku: item.sku,
});

type Props = {
  storeId: string | undefined;
  value: PickedItem;
  onChange: (item: PickedItem) => void;
  error?: string | undefined;
  label: string;
};

/** Searchable product / variant picker (GET /api/inventory/select) showing the units available now. */
export function StockItemSelect({ storeId, value, onChange, error, label }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Option | null>(null);
  const { search, setSearch, query } = useSelectSearch(selected?.label);
  const found = useQuery(inventoryOptionsQuery(storeId, query));
  const options = (found.data ?? []).map(toOption);
  const current = keyOf(value);
  if (selected && selected.value === current && !options.some((option) => option.value === current))
    options.unshift(selected);

  return (
    <Select
      label={label}
      required
      placeholder={t('inventory.update.pickItem')}
      data={options}
      value={current || null}
      onChange={(next) => {
        const option = options.find((candidate) => candidate.value === next) ?? null;
        setSelected(option);
        const [productId = '', variantId = ''] = (next ?? '').split('/');
        onChange({ productId, variantId: variantId || undefined });
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      renderOption={({ option }) => {
        const item = options.find((candidate) => candidate.value === option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {item?.sku}
              </Text>
            </div>
            <Text size="xs" c={item && item.available > 0 ? 'dimmed' : 'red'} style={{ whiteSpace: 'nowrap' }}>
              {t('inventory.update.availableCount', { count: item?.available ?? 0 })}
            </Text>
          </Group>
        );
      }}
      nothingFoundMessage={
        found.isFetching ? t('common.loading') : found.error ? found.error.message : t('inventory.update.noItems')
      }
      description={selected ? t('inventory.update.availableCount', { count: selected.available }) : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error}
      data-testid="item-select"
    />
  );
}
