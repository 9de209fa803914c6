import './catalog-texts';
import { Group, Paper, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { AddButton, RemoveButton } from './form-fields';
import { ImagePicker } from './image-picker';
import type { ProductControl } from './product-bands-fields';

/** Variants: up to 3 option values, an own SKU and an optional image; saved variants keep their ids. */
export function VariantsFields({ control }: { control: ProductControl }) {
  const { t } = useTranslation();
  // keyName "key": the variant's own "id" must reach the API untouched.
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  return (
    <Stack gap="sm">
      {variants.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('catalog.form.noVariants')}
        </Text>
      )}
      {variants.fields.map((variant, index) => (
        <Paper key={variant.key} withBorder radius="md" p="sm" data-variant={index}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
              <Controller
                control={control}
                name={`variants.${index}.options`}
                render={({ field, fieldState }) => (
                  <TagsInput
                    label={t('catalog.form.options')}
                    description={t('catalog.form.optionsHint')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    maxTags={3}
                    error={fieldError(t, fieldState.error)}
                    data-testid={`variant-options-${index}`}
                  />
                )}
              />
              <Controller
                control={control}
                name={`variants.${index}.sku`}
                render={({ field, fieldState }) => (
                  <TextInput
                    label={t('catalog.form.variantSku')}
                    required
                    {...field}
                    error={fieldError(t, fieldState.error)}
                    data-testid={`variant-sku-${index}`}
                  />
                )}
              />
              <Controller
                control={control}
                name={`variants.${index}.imageUrl`}
                render={({ field }) => (
                  <ImagePicker
                    label={t('catalog.form.variantImage')}
                    value={field.value}
                    onChange={field.onChange}
                    size={64}
                  />
                )}
              />
            </SimpleGrid>
            <RemoveButton
              onClick={() => variants.remove(index)}
              label={t('catalog.form.removeVariant', { n: index + 1 })}
            />
          </Group>
        </Paper>
      ))}
      <AddButton
        label={t('catalog.form.addVariant')}
        onClick={() => variants.append({ sku: '', options: [], imageUrl: null })}
        data-testid="variant-add"
      />
    </Stack>
  );
}
