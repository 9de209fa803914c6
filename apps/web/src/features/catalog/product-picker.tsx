import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productQuery, productSearchQuery } from './catalog.api';

type Props = {
  value: string;
  onChange: (productId: string) => void;
  /** Name of the product already chosen (from the saved record), shown before any search. */
  chosenName?: string;
  error?: string;
  testId?: string;
};

/** Searches products by name or SKU and picks one. */
export function ProductPicker({ value, onChange, chosenName, error, testId }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState(chosenName);
  // Once a product is chosen the box shows its label: that is not a new search.
  const [q] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), 300);
  const found = useQuery(productSearchQuery(q));
  const options = (found.data ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.sku})` }));
  if (value && chosenLabel && !options.some((option) => option.value === value))
    options.unshift({ value, label: chosenLabel });
  return (
    <Select
      label={t('catalog.bundle.product')}
      placeholder={t('catalog.bundle.searchProduct')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value || null}
      onChange={(next, option) => {
        setChosenLabel(option?.label);
        onChange(next ?? '');
      }}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('catalog.bundle.noProduct')}
      error={error ?? found.error?.message}
      data-testid={testId}
      style={{ flex: 2, minWidth: 180 }}
    />
  );
}

/** The variants of the chosen product; empty means the product itself. */
export function VariantPicker({
  productId,
  value,
  onChange,
}: {
  productId: string;
  value: string | null | undefined;
  onChange: (variantId: string | null) => void;
}) {
  const { t } = useTranslation();
  const product = useQuery({ ...productQuery(productId), enabled: !!productId });
  const variants = product.data?.variants ?? [];
  if (!productId || variants.length === 0) return null;
  return (
    <Select
      label={t('catalog.bundle.variant')}
      placeholder={t('catalog.bundle.anyVariant')}
      data={variants.map((variant) => ({
        value: variant.id,
        label: `${variant.options.join(' / ')} (${variant.sku})`,
      }))}
      value={value ?? null}
      onChange={onChange}
      clearable
      style={{ flex: 1, minWidth: 140 }}
    />
  );
}
