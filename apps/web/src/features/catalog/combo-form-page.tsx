import './catalog-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea } from '@mantine/core';
import { type ComboInput, type ComboView, comboInput } from '@niaga/shared';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { FormSection } from '../../ui/form-section';
import { NumericField } from '../../ui/numeric-field';
import { BundleFlags, BundleLines, LineProduct, NameAndCode } from './bundle-fields';
import { BundleFormFrame, SavedRecordPage, useBundleSave } from './bundle-form';
import { catalogApi, comboQuery } from './catalog.api';
import { FormImage } from './form-fields';

type Output = z.output<typeof comboInput>;

/** /products/combo/new and /products/combo/edit/:id. */
export function ComboFormPage() {
  return <SavedRecordPage query={comboQuery} form={(saved) => <ComboForm saved={saved} />} />;
}

function ComboForm({ saved }: { saved: ComboView | undefined }) {
  const { t } = useTranslation();
  const names = new Map(saved?.products.map((line) => [line.productId, line.productName]));
  const form = useForm<ComboInput, unknown, Output>({
    resolver: zodResolver(comboInput),
    defaultValues: saved
      ? {
          ...saved,
          description: saved.description ?? '',
          products: saved.products.map(({ productId, minQuantity }) => ({ productId, minQuantity })),
        }
      : { name: '', code: '', description: '', coverImage: null, products: [{ productId: '', minQuantity: 0 }] },
  });
  const lines = useFieldArray({ control: form.control, name: 'products' });
  const save = useBundleSave('combo', form, (body: Output) => catalogApi.saveCombo(body, saved?.id));
  const { control } = form;

  return (
    <BundleFormFrame kind="combo" editing={!!saved} form={form} save={save}>
      <FormSection title={t('catalog.bundle.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <NameAndCode control={control} />
          <NumericField
            control={control}
            name="requiredQuantity"
            kind="units"
            label={t('catalog.combo.requiredQuantity')}
            description={t('catalog.combo.requiredQuantityHint')}
            required
          />
          <NumericField control={control} name="price" kind="money" label={t('catalog.bundle.price')} required />
        </SimpleGrid>
        <Textarea
          label={t('catalog.form.description')}
          autosize
          minRows={2}
          {...form.register('description')}
          error={fieldError(t, form.formState.errors.description)}
        />
        <FormImage control={control} name="coverImage" label={t('catalog.form.cover')} />
        <BundleFlags control={control} />
      </FormSection>
      <FormSection title={t('catalog.combo.products')} hint={t('catalog.combo.productsHint')}>
        <BundleLines
          error={form.formState.errors.products}
          keys={lines.fields.map((line) => line.id)}
          onRemove={lines.remove}
          onAdd={() => lines.append({ productId: '', minQuantity: 0 })}
          line={(index) => (
            <>
              <LineProduct control={control} name={`products.${index}.productId`} index={index} names={names} />
              <div style={{ width: 130 }}>
                <NumericField
                  control={control}
                  name={`products.${index}.minQuantity`}
                  kind="units"
                  label={t('catalog.combo.minQuantity')}
                />
              </div>
            </>
          )}
        />
      </FormSection>
    </BundleFormFrame>
  );
}
