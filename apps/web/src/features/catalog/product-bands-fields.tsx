import { Group, Stack, Text } from '@mantine/core';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumericField } from '../../ui/numeric-field';
import { AddButton, RemoveButton } from './form-fields';
import type { ProductFormValues, ProductRequest } from './product-form-values';

export type ProductControl = Control<ProductFormValues, unknown, ProductRequest>;

/** Spec §5 price ranges of one level: min, max and unit price per row; the rule messages sit under "min". */
export function BandsFields({
  control,
  level,
  levelName,
}: {
  control: ProductControl;
  level: number;
  levelName: string;
}) {
  const { t } = useTranslation();
  const bands = useFieldArray({ control, name: `levels.${level}.bands` });
  return (
    <Stack gap="xs" data-testid={`bands-${levelName}`}>
      <Text size="sm" fw={600}>
        {t('catalog.form.bands')}
      </Text>
      {bands.fields.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('catalog.form.bandsHint')}
        </Text>
      )}
      {bands.fields.map((band, index) => (
        <Group key={band.id} gap="xs" align="flex-start" wrap="nowrap" data-band={index}>
          <Group gap="xs" align="flex-start" grow style={{ flex: 1 }}>
            <NumericField
              control={control}
              name={`levels.${level}.bands.${index}.minQty`}
              kind="units"
              label={t('catalog.form.minQty')}
            />
            <NumericField
              control={control}
              name={`levels.${level}.bands.${index}.maxQty`}
              kind="units"
              label={t('catalog.form.maxQty')}
            />
            <NumericField
              control={control}
              name={`levels.${level}.bands.${index}.price`}
              kind="money"
              label={t('catalog.form.unitPrice')}
            />
          </Group>
          <RemoveButton
            mt={28}
            onClick={() => bands.remove(index)}
            label={t('catalog.form.removeBand', { level: levelName, row: index + 1 })}
          />
        </Group>
      ))}
      <AddButton
        small
        label={t('catalog.form.addBand')}
        onClick={() => bands.append({})}
        disabled={bands.fields.length >= 10}
      />
    </Stack>
  );
}
