import './couriers-texts';
import { ActionIcon, Button, Card, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { CourierInput, courierInput } from '@niaga/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { IconAction } from '../../ui/icon-action';
import { NumericField } from '../../ui/numeric-field';
import { useStateNames } from '../reference';

export type CourierForm = UseFormReturn<CourierInput, unknown, z.output<typeof courierInput>>;
type Rate = CourierInput['regions'][number]['rates'][number];

export const blankRate = (fromGrams = 0): Rate => ({ fromGrams, toGrams: Number.NaN, price: Number.NaN });

type Props = {
  form: CourierForm;
  index: number;
  currencyLabel: string;
  /** States already chosen in the other regions (a state belongs to one region only). */
  takenStates: string[];
  onRemove?: () => void;
};

/** One region: its name, its states and its weight table (inclusive gram ranges → price). */
export function RegionCard({ form, index, currencyLabel, takenStates, onRemove }: Props) {
  const stateNames = useStateNames();
  const { t } = useTranslation();
  const rates = useFieldArray({ control: form.control, name: `regions.${index}.rates`, keyName: '_key' });
  const errors = form.formState.errors.regions?.[index];
  const ratesError = errors?.rates?.message ?? errors?.rates?.root?.message;
  const addRate = () => {
    const last = form.getValues(`regions.${index}.rates`).at(-1);
    rates.append(blankRate(last && Number.isInteger(last.toGrams) ? last.toGrams + 1 : 0));
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="region-card" data-index={index}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('couriers.regionName')}
            required
            style={{ flex: 1 }}
            {...form.register(`regions.${index}.name`)}
            error={fieldError(t, errors?.name)}
          />
          {onRemove && (
            <IconAction
              label={t('couriers.removeRegion')}
              variant="subtle"
              color="red"
              mt={26}
              onClick={onRemove}
              icon={<IconTrash size={18} />}
            />
          )}
        </Group>
        <Controller
          control={form.control}
          name={`regions.${index}.states`}
          render={({ field }) => (
            <MultiSelect
              label={t('couriers.states')}
              required
              searchable
              data={[...new Set([...stateNames, ...field.value])].map((state) => ({
                value: state,
                label: state,
                disabled: takenStates.includes(state),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={
                fieldError(t, errors?.states) ??
                fieldError(
                  t,
                  errors?.states?.find?.((stateError) => stateError?.message),
                )
              }
              data-testid="region-states"
            />
          )}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('couriers.rates')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('couriers.ratesHint')}
          </Text>
          {rates.fields.map((rate, rateIndex) => (
            <Group key={rate._key} gap="xs" align="flex-start" wrap="nowrap" data-testid="rate-row">
              <SimpleGrid cols={3} spacing="xs" style={{ flex: 1, gridTemplateColumns: '1fr 1fr 1.4fr' }}>
                <NumericField
                  control={form.control}
                  name={`regions.${index}.rates.${rateIndex}.fromGrams`}
                  kind="units"
                  label={t('couriers.fromGrams')}
                />
                <NumericField
                  control={form.control}
                  name={`regions.${index}.rates.${rateIndex}.toGrams`}
                  kind="units"
                  label={t('couriers.toGrams')}
                />
                <NumericField
                  control={form.control}
                  name={`regions.${index}.rates.${rateIndex}.price`}
                  kind="money"
                  label={t('couriers.price')}
                  currencyLabel={currencyLabel}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                onClick={() => rates.remove(rateIndex)}
                aria-label={t('couriers.removeRate')}
                disabled={rates.fields.length === 1}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {ratesError && (
            <Text c="red" size="sm" role="alert">
              {t(ratesError)}
            </Text>
          )}
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={addRate}
              data-testid="rate-add"
            >
              {t('couriers.addRate')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
