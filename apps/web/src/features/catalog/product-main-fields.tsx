import { SimpleGrid, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { branchesQuery } from '../couriers';
import { categoryOptionsQuery } from './catalog.api';
import { FormSelect, FormText } from './form-fields';
import type { ProductControl } from './product-bands-fields';

/** Name, SKU, description, category, branch, prices, points, discount, weight and sizes (spec §3 Product). */
export function MainFields({ control }: { control: ProductControl }) {
  const { t } = useTranslation();
  const categories = useQuery(categoryOptionsQuery());
  const branches = useQuery(branchesQuery());
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <FormText control={control} name="name" label={t('catalog.form.name')} required />
      <FormText control={control} name="sku" label={t('catalog.form.sku')} required />
      <FormSelect
        control={control}
        name="categoryId"
        label={t('catalog.form.category')}
        placeholder={t('catalog.products.noCategory')}
        data={categories.data ?? []}
        clearable
        searchable
        loadError={categories.error?.message}
        data-testid="product-category"
      />
      <FormSelect
        control={control}
        name="branchId"
        label={t('catalog.form.branch')}
        placeholder={t('catalog.form.noBranch')}
        data={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
        clearable
        loadError={branches.error?.message}
        data-testid="product-branch"
      />
      <NumericField control={control} name="retailPrice" kind="money" label={t('catalog.form.retailPrice')} required />
      <NumericField
        control={control}
        name="storePrice"
        kind="money"
        label={t('catalog.form.storePrice')}
        description={t('catalog.form.storePriceHint')}
      />
      <NumericField control={control} name="points" kind="units" label={t('catalog.form.points')} />
      <NumericField control={control} name="discount" kind="percent" label={t('catalog.form.discount')} />
      <NumericField control={control} name="weight" kind="units" label={t('catalog.form.weight')} required />
      <NumericField control={control} name="length" kind="units" label={t('catalog.form.length')} />
      <NumericField control={control} name="width" kind="units" label={t('catalog.form.width')} />
      <NumericField control={control} name="height" kind="units" label={t('catalog.form.height')} />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            label={t('catalog.form.description')}
            autosize
            minRows={3}
            {...field}
            error={fieldError(t, fieldState.error)}
            style={{ gridColumn: '1 / -1' }}
          />
        )}
      />
    </SimpleGrid>
  );
}
