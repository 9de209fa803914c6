import './catalog-texts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { AddButton, FormSwitch, FormText, RemoveButton } from './form-fields';
import { ProductPicker } from './product-picker';

/** The name and code of a package or combo. */
export function NameAndCode<T extends FieldValues & { name?: string; code?: string }, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormText control={control} name={'name' as FieldPath<T>} label={t('catalog.bundle.name')} required />
      <FormText control={control} name={'code' as FieldPath<T>} label={t('catalog.bundle.code')} required />
    </>
  );
}

type Flags = { firstOrderOnly?: boolean; suspended?: boolean };

/** First-order-only and suspended switches of a package or combo. */
export function BundleFlags<T extends FieldValues & Flags, O>({
  control,
  firstOrderHint,
}: {
  control: Control<T, unknown, O>;
  firstOrderHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FormSwitch
        control={control}
        name={'firstOrderOnly' as FieldPath<T>}
        label={t('catalog.form.firstOrderOnly')}
        description={firstOrderHint}
      />
      <FormSwitch
        control={control}
        name={'suspended' as FieldPath<T>}
        label={t('catalog.bundle.suspended')}
        description={t('catalog.bundle.suspendedHint')}
      />
    </SimpleGrid>
  );
}

/**
 * The products of a package or combo: the list's own error, one bordered row per line (its fields, then the bin)
 * and "Add product".
 */
export function BundleLines({
  error,
  keys,
  line,
  onRemove,
  onAdd,
}: {
  /** The list's error (on the list or its root). */
  error: { message?: string; root?: { message?: string } } | undefined;
  /** The rows' keys (useFieldArray's ids). */
  keys: string[];
  line: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const listError = error?.root ?? error;
  return (
    <Stack gap="md">
      {listError?.message && (
        <Text c="red" size="sm" role="alert">
          {fieldError(t, listError)}
        </Text>
      )}
      {keys.map((key, index) => (
        <Paper key={key} withBorder radius="md" p="sm" data-item={index}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            {line(index)}
            <RemoveButton
              mt={28}
              onClick={() => onRemove(index)}
              label={t('catalog.bundle.removeProduct', { n: index + 1 })}
            />
          </Group>
        </Paper>
      ))}
      <AddButton label={t('catalog.bundle.addProduct')} onClick={onAdd} />
    </Stack>
  );
}

/** A line's product, bound to the form; `names` are the saved lines' product names (shown before any search). */
export function LineProduct<T extends FieldValues, O>({
  control,
  name,
  index,
  names,
  onPicked,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  index: number;
  names: Map<string, string>;
  /** After a new product is chosen (e.g. to clear the line's variant). */
  onPicked?: () => void;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <ProductPicker
      value={field.value}
      onChange={(productId) => {
        field.onChange(productId);
        onPicked?.();
      }}
      chosenName={names.get(field.value)}
      error={fieldError(t, fieldState.error)}
      testId={`item-product-${index}`}
    />
  );
}
