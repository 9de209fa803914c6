import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Group, PasswordInput, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CourierProviderInput,
  courierProviderInput,
  GATEWAY_METHODS,
  type IntegrationConfig,
  type IntegrationProvider,
  type IntegrationView,
  type MyInvoisProviderInput,
  myInvoisProviderInput,
  type PaymentGatewayName,
  type PaymentProviderInput,
  PROVIDER_LABELS,
  paymentProviderInput,
} from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { applyNestedServerErrors } from '../../ui/server-errors';
import { integrationApi, integrationKeys } from './integrations.api';
import { withSaved } from './with-saved';

/** Saving a provider's form: the answer goes into the cached config, the dialog closes, a notification says so. */
export function useProviderSave<V extends FieldValues>(
  form: UseFormReturn<V>,
  save: (values: V) => Promise<{ data: IntegrationView; message: string }>,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData<IntegrationConfig>(integrationKeys.all, (config) => config && withSaved(config, data));
      notifications.show({ color: 'teal', message });
      onClose();
    },
    onError: (failure) => applyNestedServerErrors(failure, form.setError, () => true),
  });
}

/** A provider's dialog: "Connect to <provider>", the provider's help, its fields, then "Check and save". */
export function ProviderModal<V extends FieldValues>({
  provider,
  form,
  save,
  opened,
  onClose,
  testId,
  children,
}: {
  provider: IntegrationProvider;
  form: UseFormReturn<V>;
  save: ReturnType<typeof useProviderSave<V>>;
  opened: boolean;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={t('integrations.connectTo', { provider: PROVIDER_LABELS[provider] })}
      form={form as unknown as UseFormReturn<V, unknown, V>}
      save={save}
      testId={testId}
      saveLabel={t('integrations.checkAndSave')}
    >
      <Alert variant="light">{t(`integrations.${provider}.help`)}</Alert>
      {children}
    </ModalForm>
  );
}

/** A secret's field: empty keeps the saved one (its value is never sent back to the browser). */
export function SecretField<V extends FieldValues>({
  form,
  name,
  label,
  saved,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  saved: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={label}
      autoComplete="off"
      placeholder={saved ? t('integrations.secretKept') : undefined}
      withAsterisk={!saved}
      {...form.register(name)}
      error={fieldError(t, form.formState.errors[name] as { message?: string } | undefined)}
      data-testid={`secret-${name}`}
    />
  );
}

const gatewayValues = (provider: PaymentGatewayName, item: IntegrationView | undefined): PaymentProviderInput => ({
  provider,
  sandbox: item?.sandbox ?? false,
  methods: item?.methods.length ? item.methods : ['fpx', 'card'],
  collectionId: item?.collectionId ?? '',
  apiKey: '',
  xSignatureKey: '',
  secretKey: '',
  webhookSecret: '',
});

/** Billplz or Stripe: the company's own credentials (checked with the provider on save) and the methods agents see. */
export function GatewayFormModal({
  provider,
  item,
  opened,
  onClose,
}: {
  provider: PaymentGatewayName;
  item: IntegrationView | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<PaymentProviderInput>({
    resolver: zodResolver(paymentProviderInput),
    defaultValues: gatewayValues(provider, item),
  });
  useEffect(() => {
    if (opened) form.reset(gatewayValues(provider, item));
  }, [opened, provider, item, form]);
  const save = useProviderSave(form, integrationApi.storePaymentProvider, onClose);
  const isSet = (field: string) => !!item?.credentialsSet.includes(field);
  const { errors } = form.formState;

  return (
    <ProviderModal provider={provider} form={form} save={save} opened={opened} onClose={onClose} testId="gateway-form">
      {provider === 'billplz' && (
        <>
          <Switch label={t('integrations.useSandbox')} {...form.register('sandbox')} data-testid="gateway-sandbox" />
          <TextInput
            label={t('integrations.billplz.collectionId')}
            withAsterisk
            {...form.register('collectionId')}
            error={fieldError(t, errors.collectionId)}
            data-testid="gateway-collection"
          />
          <SecretField form={form} name="apiKey" label={t('integrations.billplz.apiKey')} saved={isSet('apiKey')} />
          <SecretField
            form={form}
            name="xSignatureKey"
            label={t('integrations.billplz.xSignatureKey')}
            saved={isSet('xSignatureKey')}
          />
        </>
      )}
      {provider === 'stripe' && (
        <>
          <SecretField
            form={form}
            name="secretKey"
            label={t('integrations.stripe.secretKey')}
            saved={isSet('secretKey')}
          />
          <SecretField
            form={form}
            name="webhookSecret"
            label={t('integrations.stripe.webhookSecret')}
            saved={isSet('webhookSecret')}
          />
        </>
      )}
      <Controller
        control={form.control}
        name="methods"
        render={({ field }) => (
          <Checkbox.Group
            label={t('integrations.methodsShown')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError(t, errors.methods)}
          >
            <Group mt="xs">
              {GATEWAY_METHODS.map((method) => (
                <Checkbox
                  key={method}
                  value={method}
                  label={t(`integrations.method.${method}`)}
                  data-testid={`method-${method}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
    </ProviderModal>
  );
}

const courierValues = (item: IntegrationView | undefined): CourierProviderInput => ({
  provider: 'easyparcel',
  sandbox: item?.sandbox ?? false,
  apiKey: '',
});

/** EasyParcel: the company's API key (checked with EasyParcel on save). */
export function CourierFormModal({
  item,
  opened,
  onClose,
}: {
  item: IntegrationView | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<CourierProviderInput>({
    resolver: zodResolver(courierProviderInput),
    defaultValues: courierValues(item),
  });
  useEffect(() => {
    if (opened) form.reset(courierValues(item));
  }, [opened, item, form]);
  const save = useProviderSave(form, integrationApi.storeCourier, onClose);

  return (
    <ProviderModal
      provider="easyparcel"
      form={form}
      save={save}
      opened={opened}
      onClose={onClose}
      testId="courier-form"
    >
      <Switch label={t('integrations.useDemo')} {...form.register('sandbox')} />
      <SecretField
        form={form}
        name="apiKey"
        label={t('integrations.easyparcel.apiKey')}
        saved={!!item?.credentialsSet.includes('apiKey')}
      />
    </ProviderModal>
  );
}

const myInvoisValues = (item: IntegrationView | undefined): MyInvoisProviderInput => ({
  sandbox: item?.sandbox ?? false,
  clientId: '',
  clientSecret: '',
});

/** LHDN MyInvois: the taxpayer's client id and secret (checked by logging in to LHDN on save). */
export function MyInvoisFormModal({
  item,
  opened,
  onClose,
}: {
  item: IntegrationView | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<MyInvoisProviderInput>({
    resolver: zodResolver(myInvoisProviderInput),
    defaultValues: myInvoisValues(item),
  });
  useEffect(() => {
    if (opened) form.reset(myInvoisValues(item));
  }, [opened, item, form]);
  const save = useProviderSave(form, integrationApi.storeMyInvois, onClose);

  return (
    <ProviderModal provider="myinvois" form={form} save={save} opened={opened} onClose={onClose} testId="myinvois-form">
      <Switch label={t('integrations.myinvois.preprod')} {...form.register('sandbox')} />
      <SecretField
        form={form}
        name="clientId"
        label={t('integrations.myinvois.clientId')}
        saved={!!item?.credentialsSet.includes('clientId')}
      />
      <SecretField
        form={form}
        name="clientSecret"
        label={t('integrations.myinvois.clientSecret')}
        saved={!!item?.credentialsSet.includes('clientSecret')}
      />
    </ProviderModal>
  );
}
