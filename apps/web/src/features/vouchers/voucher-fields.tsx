import './vouchers-texts';
import { Input, SegmentedControl, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { VoucherInput, voucherInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDateField } from '../../app/date-field';
import { fieldError } from '../../lib/form';
import { NumericField } from '../../ui/numeric-field';
import { packageOptionsQuery } from './vouchers.api';

type Props = {
  form: UseFormReturn<VoucherInput, unknown, z.output<typeof voucherInput>>;
  currencyLabel: string;
  /** The saved package, kept as an option even when it no longer shows in the package list. */
  currentPackage?: { id: string; name: string } | null;
};

/** Every field of spec §3 Voucher; the discount is RM for a fixed amount and % for a percentage. */
export function VoucherFields({ form, currencyLabel, currentPackage }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'voucherType' });
  const packages = useQuery(packageOptionsQuery());
  const options = (packages.data ?? []).map((item) => ({ value: item.id, label: `${item.name} (${item.code})` }));
  if (currentPackage && !options.some((option) => option.value === currentPackage.id))
    options.unshift({ value: currentPackage.id, label: currentPackage.name });
  /** A number field labelled `vouchers.field.<key>`, its hint `vouchers.field.<key>Hint`. */
  const numeric = (
    name: 'voucherMinPurchase' | 'voucherQuota' | 'voucherUsgLimit',
    kind: 'money' | 'units',
    key: string,
    required?: boolean,
  ) => (
    <NumericField
      control={form.control}
      name={name}
      kind={kind}
      label={t(`vouchers.field.${key}`)}
      description={t(`vouchers.field.${key}Hint`)}
      currencyLabel={currencyLabel}
      required={required}
    />
  );
  const switchField = (name: 'freeShipping' | 'firstOrder', label: string, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          label={label}
          description={description}
          data-testid={`voucher-${name}`}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('vouchers.field.name')}
          description={t('vouchers.field.nameHint')}
          required
          {...form.register('voucherName')}
          error={fieldError(t, errors.voucherName)}
        />
        <TextInput
          label={t('vouchers.field.code')}
          description={t('vouchers.field.codeHint')}
          required
          {...form.register('voucherCode')}
          error={fieldError(t, errors.voucherCode)}
          styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
        />
      </SimpleGrid>
      <Input.Wrapper label={t('vouchers.field.type')} required>
        <Controller
          control={form.control}
          name="voucherType"
          render={({ field }) => (
            <SegmentedControl
              fullWidth
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // Sen and percent are different units: the old number would mean something else.
                form.setValue('voucherDisc', undefined as unknown as number);
              }}
              data={[
                { value: 'amount', label: t('vouchers.type.amount') },
                { value: 'percentage', label: t('vouchers.type.percentage') },
              ]}
              data-testid="voucher-type"
            />
          )}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumericField
          key={type}
          control={form.control}
          name="voucherDisc"
          kind={type === 'percentage' ? 'percent' : 'money'}
          label={type === 'percentage' ? t('vouchers.field.discPercent') : t('vouchers.field.discAmount')}
          description={type === 'percentage' ? t('vouchers.field.discPercentHint') : t('vouchers.field.discAmountHint')}
          currencyLabel={currencyLabel}
          required
        />
        {numeric('voucherMinPurchase', 'money', 'minPurchase')}
        {numeric('voucherQuota', 'units', 'quota', true)}
        {numeric('voucherUsgLimit', 'units', 'usgLimit', true)}
        <FormDateField control={form.control} name="voucherStartDate" label={t('vouchers.field.startDate')} required />
        <FormDateField control={form.control} name="voucherStopDate" label={t('vouchers.field.stopDate')} required />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="package"
        render={({ field }) => (
          <Select
            label={t('vouchers.field.package')}
            description={t('vouchers.field.packageHint')}
            placeholder={packages.isPending ? t('vouchers.loadingPackages') : t('vouchers.field.noPackage')}
            data={options}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            searchable
            clearable
            nothingFoundMessage={t('vouchers.noPackages')}
            error={packages.error ? packages.error.message : fieldError(t, errors.package)}
            data-testid="voucher-package"
          />
        )}
      />
      {switchField('freeShipping', t('vouchers.field.freeShipping'), t('vouchers.field.freeShippingHint'))}
      {switchField('firstOrder', t('vouchers.field.firstOrder'), t('vouchers.field.firstOrderHint'))}
    </Stack>
  );
}
