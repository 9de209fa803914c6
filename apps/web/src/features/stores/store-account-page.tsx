import './stores-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type StoreAccountInput, type StoreKind, type StoreView, storeAccountInput } from '@niaga/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../../lib/form';
import { SettingsForm, SettingsSection, useSettingsSave } from '../../ui/settings-form';
import { detailsOf, StoreDetailsFields } from './store-details-fields';
import { StoreFrame } from './store-ui';
import { storeApi, storeKeys } from './stores.api';

const FIELDS = [
  'name',
  'contactPhone',
  'contactEmail',
  'description',
  'logoUrl',
  'schoolName',
  'bank.bankName',
  'bank.accountNumber',
  'bank.accountName',
  'bank.accountIdentity',
] as const;

function AccountForm({ kind, store }: { kind: StoreKind; store: StoreView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<StoreAccountInput, unknown, z.output<typeof storeAccountInput>>({
    resolver: zodResolver(storeAccountInput),
    defaultValues: {
      name: store.name,
      contactPhone: store.contactPhone ?? '',
      contactEmail: store.contactEmail ?? '',
      description: store.description ?? '',
      logoUrl: store.logoUrl,
      schoolName: store.schoolName ?? undefined,
      bank: store.bank ?? { bankCountry: 'MY', bankName: '', accountNumber: '', accountName: '' },
    },
  });
  const { errors } = form.formState;
  const save = useSettingsSave(form, {
    save: (values) => storeApi.saveAccount(kind, values),
    // The answer is the store; the cached "own store" holds it beside `mayRegister`, so it is read again.
    queryKey: [...storeKeys.own(kind), 'saved'],
    fields: FIELDS,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: storeKeys.own(kind) }),
  });
  return (
    <SettingsForm form={form} save={save} testId="store-account-form" saveTestId="store-account-save">
      <SettingsSection title={t('stores.account.details')} hint={t('stores.account.detailsHint')}>
        <StoreDetailsFields kind={kind} {...detailsOf(form)} errors={errors} />
      </SettingsSection>
      <SettingsSection title={t('stores.account.bank')} hint={t('stores.account.bankHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('stores.field.bankName')}
            required
            {...form.register('bank.bankName')}
            error={fieldError(t, errors.bank?.bankName)}
          />
          <TextInput
            label={t('stores.field.accountNumber')}
            required
            inputMode="numeric"
            {...form.register('bank.accountNumber')}
            error={fieldError(t, errors.bank?.accountNumber)}
          />
          <TextInput
            label={t('stores.field.accountName')}
            required
            {...form.register('bank.accountName')}
            error={fieldError(t, errors.bank?.accountName)}
          />
          <TextInput
            label={t('stores.field.accountIdentity')}
            {...form.register('bank.accountIdentity')}
            error={fieldError(t, errors.bank?.accountIdentity)}
          />
        </SimpleGrid>
      </SettingsSection>
    </SettingsForm>
  );
}

/** /{kind}/account: where the store's payouts go, and its contact details. */
export function StoreAccountPage({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation();
  return (
    <StoreFrame kind={kind} title={t(`stores.kind.${kind}`)} subtitle={t('stores.account.subtitle')}>
      {(store) => store && <AccountForm kind={kind} store={store} />}
    </StoreFrame>
  );
}
