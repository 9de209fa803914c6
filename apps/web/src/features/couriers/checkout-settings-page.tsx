import './couriers-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { type CompanyFeatureSwitches, companyFeaturesInput } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import type { NumberKind } from '../../ui/numbers';
import { NumericField } from '../../ui/numeric-field';
import { SettingsForm, SettingsPage, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { companyFeaturesQuery, courierKeys, couriersApi } from './couriers.api';
import { COURIER_ACCESS } from './couriers.routes';
import { useCourierUi } from './use-courier-ui';

type Values = z.input<typeof companyFeaturesInput>;
type Output = z.output<typeof companyFeaturesInput>;

const SERVER_FIELDS = [
  'bookingTime',
  'firstOrderPayMinutes',
  'adminFees.manual',
  'adminFees.wallet',
  'adminFees.online',
  'bank.bankName',
  'bank.accountName',
  'bank.accountNumber',
] as const;

const toValues = (features: CompanyFeatureSwitches): Values => ({
  bookingTime: features.bookingTime,
  firstOrderPayMinutes: features.firstOrderPayMinutes,
  moq: features.moq,
  manualReceipt: features.manualReceipt,
  adminFees: features.adminFees,
  bank: features.bank,
});

/** Company › Checkout settings: booking time, first-order payment time, minimum order basis, payment fees and HQ's bank. */
export function CheckoutSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('checkoutSettings.title')}
      subtitle={t('checkoutSettings.subtitle')}
      query={useQuery(companyFeaturesQuery())}
      skeletonRows={8}
      maw={900}
    >
      {(features) => <CheckoutSettingsForm features={features} />}
    </SettingsPage>
  );
}

function CheckoutSettingsForm({ features }: { features: CompanyFeatureSwitches }) {
  const { t } = useTranslation();
  const { allowed: canEdit, currencyLabel } = useCourierUi(COURIER_ACCESS.hqOnly);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(companyFeaturesInput) });
  const errors = form.formState.errors;
  useEffect(() => form.reset(toValues(features)), [features, form]);
  const bank = form.watch('bank');
  const save = useSettingsSave(form, {
    save: couriersApi.saveFeatures,
    queryKey: courierKeys.features(),
    fields: SERVER_FIELDS,
  });
  /** A number field labelled `checkoutSettings.<name>`, with the hint `checkoutSettings.<hint>`. */
  const hinted = (name: 'bookingTime' | 'firstOrderPayMinutes', kind: NumberKind, hint: string) => (
    <NumericField
      control={form.control}
      name={name}
      kind={kind}
      label={t(`checkoutSettings.${name}`)}
      description={t(`checkoutSettings.${hint}`)}
    />
  );
  const bankField = (name: 'bankName' | 'accountName' | 'accountNumber') => (
    <TextInput
      label={t(`checkoutSettings.${name}`)}
      disabled={!canEdit}
      {...form.register(`bank.${name}`)}
      error={fieldError(t, errors.bank?.[name])}
    />
  );

  return (
    <SettingsForm
      form={form}
      save={save}
      testId="checkout-settings-form"
      saveTestId="checkout-settings-save"
      canSave={canEdit}
    >
      <SettingsSection title={t('checkoutSettings.booking')} hint={t('checkoutSettings.bookingHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {hinted('bookingTime', 'units', 'bookingTimeHint')}
          {hinted('firstOrderPayMinutes', 'units', 'firstOrderPayMinutesHint')}
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={t('checkoutSettings.minimum')} hint={t('checkoutSettings.minimumHint')}>
        <Controller
          control={form.control}
          name="moq"
          render={({ field }) => (
            <SegmentedControl
              value={field.value ?? 'unit'}
              onChange={field.onChange}
              disabled={!canEdit}
              data-testid="moq-basis"
              data={[
                { value: 'unit', label: t('checkoutSettings.moqUnit') },
                { value: 'amount', label: t('checkoutSettings.moqAmount', { currency: currencyLabel }) },
              ]}
            />
          )}
        />
      </SettingsSection>
      <SettingsSection title={t('checkoutSettings.payments')} hint={t('checkoutSettings.paymentsHint')}>
        <Controller
          control={form.control}
          name="manualReceipt"
          render={({ field }) => (
            <Switch
              label={t('checkoutSettings.manualReceipt')}
              checked={field.value ?? true}
              disabled={!canEdit}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {(['manual', 'wallet', 'online'] as const).map((method) => (
            <NumericField
              key={method}
              control={form.control}
              name={`adminFees.${method}`}
              kind="money"
              currencyLabel={currencyLabel}
              label={t(`checkoutSettings.fee.${method}`)}
            />
          ))}
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={t('checkoutSettings.bank')} hint={t('checkoutSettings.bankHint')}>
        {bank ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {bankField('bankName')}
            {bankField('accountName')}
            {bankField('accountNumber')}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('checkoutSettings.noBank')}
          </Text>
        )}
        {canEdit && (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => form.setValue('bank', bank ? null : { bankName: '', accountName: '', accountNumber: '' })}
            >
              {bank ? t('checkoutSettings.removeBank') : t('checkoutSettings.addBank')}
            </Button>
          </Group>
        )}
      </SettingsSection>
    </SettingsForm>
  );
}
