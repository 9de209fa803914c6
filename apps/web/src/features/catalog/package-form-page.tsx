import './catalog-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { type PackageInput, type PackageView, packageInput } from '@niaga/shared';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDateField } from '../../app/date-field';
import { FormSection } from '../../ui/form-section';
import { NumericField } from '../../ui/numeric-field';
import { BundleFlags, BundleLines, LineProduct, NameAndCode } from './bundle-fields';
import { BundleFormFrame, SavedRecordPage, useBundleSave } from './bundle-form';
import { catalogApi, packageQuery } from './catalog.api';
import { FormImage } from './form-fields';
import { VariantPicker } from './product-picker';

type Output = z.output<typeof packageInput>;

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** /products/package/new and /products/package/edit/:id. */
export function PackageFormPage() {
  return <SavedRecordPage query={packageQuery} form={(saved) => <PackageForm saved={saved} />} />;
}

function PackageForm({ saved }: { saved: PackageView | undefined }) {
  const { t } = useTranslation();
  const names = new Map(saved?.items.map((item) => [item.productId, item.productName]));
  const form = useForm<PackageInput, unknown, Output>({
    resolver: zodResolver(packageInput),
    defaultValues: saved
      ? {
          ...saved,
          items: saved.items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
        }
      : {
          name: '',
          code: '',
          validFrom: today(),
          validTo: null,
          coverImage: null,
          items: [{ productId: '', quantity: 1 }],
        },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const save = useBundleSave('package', form, (body: Output) => catalogApi.savePackage(body, saved?.id));
  const { control } = form;

  return (
    <BundleFormFrame kind="package" editing={!!saved} form={form} save={save}>
      <FormSection title={t('catalog.bundle.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <NameAndCode control={control} />
          <NumericField control={control} name="price" kind="money" label={t('catalog.bundle.price')} required />
          <FormDateField control={control} name="validFrom" label={t('catalog.package.validFrom')} required />
          <FormDateField control={control} name="validTo" label={t('catalog.package.validTo')} empty={null} />
        </SimpleGrid>
        <FormImage control={control} name="coverImage" label={t('catalog.form.cover')} />
        <BundleFlags control={control} firstOrderHint={t('catalog.package.firstOrderHint')} />
      </FormSection>
      <FormSection title={t('catalog.package.items')}>
        <BundleLines
          error={form.formState.errors.items}
          keys={items.fields.map((item) => item.id)}
          onRemove={items.remove}
          onAdd={() => items.append({ productId: '', quantity: 1 })}
          line={(index) => (
            <>
              <LineProduct
                control={control}
                name={`items.${index}.productId`}
                index={index}
                names={names}
                onPicked={() => form.setValue(`items.${index}.variantId`, null)}
              />
              <Controller
                control={control}
                name={`items.${index}.variantId`}
                render={({ field }) => (
                  <VariantPicker
                    productId={form.watch(`items.${index}.productId`)}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
              <div style={{ width: 110 }}>
                <NumericField
                  control={control}
                  name={`items.${index}.quantity`}
                  kind="units"
                  label={t('catalog.bundle.quantity')}
                  required
                />
              </div>
            </>
          )}
        />
      </FormSection>
    </BundleFormFrame>
  );
}
