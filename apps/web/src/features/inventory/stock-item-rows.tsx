import './inventory-texts';
import { ActionIcon, Button, Card, Grid, Stack, Text } from '@mantine/core';
import type { StockUpdateInput, stockUpdateInput } from '@niaga/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { StockItemSelect } from './stock-item-select';

type Form = UseFormReturn<StockUpdateInput, unknown, z.output<typeof stockUpdateInput>>;

/** The items of a stock update: a product / variant and an amount per row; rows are added and removed. */
export function StockItemRows({ form, storeId }: { form: Form; storeId: string | undefined }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {t('inventory.update.items')}
      </Text>
      {rows.fields.map((row, index) => (
        <Card key={row.id} withBorder radius="md" p="sm" data-testid="stock-item-row" data-row={index}>
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Controller
                control={form.control}
                name={`items.${index}.productId`}
                render={({ field }) => (
                  <StockItemSelect
                    label={t('inventory.col.product')}
                    storeId={storeId}
                    value={{ productId: field.value, variantId: form.getValues(`items.${index}.variantId`) }}
                    onChange={(item) => {
                      form.setValue(`items.${index}.variantId`, item.variantId);
                      field.onChange(item.productId);
                      form.clearErrors([`items.${index}.variantId`, `items.${index}.amount`]);
                    }}
                    error={fieldError(t, errors?.[index]?.productId ?? errors?.[index]?.variantId)}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 9, sm: 4 }}>
              <NumericField
                control={form.control}
                name={`items.${index}.amount`}
                kind="units"
                label={t('inventory.col.amount')}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 3, sm: 1 }} pt={{ base: 30, sm: 30 }}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => rows.remove(index)}
                disabled={rows.fields.length === 1}
                aria-label={t('inventory.update.removeRow')}
                data-testid="remove-row"
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Grid.Col>
          </Grid>
        </Card>
      ))}
      {errors?.root?.message || errors?.message ? (
        <Text c="red" size="sm" role="alert">
          {fieldError(t, errors.root ?? errors)}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => rows.append({ productId: '', amount: undefined as never })}
        disabled={rows.fields.length >= 100}
        style={{ alignSelf: 'flex-start' }}
        data-testid="add-row"
      >
        {t('inventory.update.addRow')}
      </Button>
    </Stack>
  );
}
