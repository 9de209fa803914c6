import { zodResolver } from '@hookform/resolvers/zod';
import { Select, TextInput } from '@mantine/core';
import {
  type AccountingProviderInput,
  type AccountingProviderName,
  accountingProviderInput,
  type IntegrationView,
  ZOHO_DATA_CENTRES,
} from '@niaga/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { integrationApi } from './integrations.api';
import { ProviderModal, SecretField, useProviderSave } from './provider-form-modals';

const accountingValues = (
  provider: AccountingProviderName,
  item: IntegrationView | undefined,
): AccountingProviderInput => ({
  provider,
  clientId: '',
  clientSecret: '',
  refreshToken: '',
  dataCentre: (item?.accounting?.dataCentre as AccountingProviderInput['dataCentre']) ?? 'com',
  organizationId: item?.accounting?.organizationId ?? '',
  tenantId: item?.accounting?.tenantId ?? '',
  accountCode: item?.accounting?.accountCode ?? '',
});

/**
 * Zoho Books (a self client's id, secret and refresh token; the data centre and organization) or Xero (a custom
 * connection's id, secret and refresh token; the tenant and the account payments go to): checked with the provider.
 */
export function AccountingFormModal({
  provider,
  item,
  opened,
  onClose,
}: {
  provider: AccountingProviderName;
  item: IntegrationView | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<AccountingProviderInput>({
    resolver: zodResolver(accountingProviderInput),
    defaultValues: accountingValues(provider, item),
  });
  useEffect(() => {
    if (opened) form.reset(accountingValues(provider, item));
  }, [opened, provider, item, form]);
  const save = useProviderSave(form, integrationApi.storeAccounting, onClose);
  const isSet = (field: string) => !!item?.credentialsSet.includes(field);
  const { errors } = form.formState;
  return (
    <ProviderModal
      provider={provider}
      form={form}
      save={save}
      opened={opened}
      onClose={onClose}
      testId="accounting-form"
    >
      {provider === 'zoho_books' && (
        <>
          <Controller
            control={form.control}
            name="dataCentre"
            render={({ field }) => (
              <Select
                label={t('integrations.zoho_books.dataCentre')}
                withAsterisk
                data={ZOHO_DATA_CENTRES.map((centre) => ({ value: centre, label: `zoho.${centre}` }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                allowDeselect={false}
                error={fieldError(t, errors.dataCentre)}
                data-testid="accounting-data-centre"
              />
            )}
          />
          <TextInput
            label={t('integrations.zoho_books.organizationId')}
            withAsterisk
            inputMode="numeric"
            {...form.register('organizationId')}
            error={fieldError(t, errors.organizationId)}
            data-testid="accounting-organization"
          />
        </>
      )}
      {provider === 'xero' && (
        <>
          <TextInput
            label={t('integrations.xero.tenantId')}
            withAsterisk
            {...form.register('tenantId')}
            error={fieldError(t, errors.tenantId)}
            data-testid="accounting-tenant"
          />
          <TextInput
            label={t('integrations.xero.accountCode')}
            description={t('integrations.xero.accountCodeHint')}
            withAsterisk
            {...form.register('accountCode')}
            error={fieldError(t, errors.accountCode)}
            data-testid="accounting-account"
          />
        </>
      )}
      <SecretField
        form={form}
        name="clientId"
        label={t('integrations.accounting.clientId')}
        saved={isSet('clientId')}
      />
      <SecretField
        form={form}
        name="clientSecret"
        label={t('integrations.accounting.clientSecret')}
        saved={isSet('clientSecret')}
      />
      <SecretField
        form={form}
        name="refreshToken"
        label={t('integrations.accounting.refreshToken')}
        saved={isSet('refreshToken')}
      />
    </ProviderModal>
  );
}
