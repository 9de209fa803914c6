import './addresses-texts';
import { Checkbox, Grid, Modal, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { customerAddressInput } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { CancelSaveButtons } from '../../ui/cancel-save-buttons';
import { PhoneFields } from '../profile';
import { AddressFields, type AddressForm } from '../reference';
import {
  type AddressFormValues,
  addressResolver,
  FORM_FIELDS,
  serverFieldErrors,
  toFormValues,
} from './address-form-values';
import { addressApi, addressKeys, type CustomerAddress } from './addresses.api';

type Props = {
  /** The address to edit, 'new' to add one, null when closed. */
  address: CustomerAddress | 'new' | null;
  /** Offer "make this my primary address" (not for the first address, which is primary anyway). */
  offerPrimary: boolean;
  onClose: () => void;
  onSaved?: (address: CustomerAddress) => void;
};

const HALF = { base: 12, xs: 6 };
const shown = new Set<string>(FORM_FIELDS);

/** Adds or edits an address of the book: receiver, phone, and the address through <AddressFields>. */
export function AddressFormModal({ address, offerPrimary, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = address && address !== 'new' ? address : null;
  const form = useForm<AddressFormValues, unknown, z.output<typeof customerAddressInput>>({
    resolver: addressResolver,
    defaultValues: toFormValues(editing),
  });
  const errors = form.formState.errors;
  // The shared field components take any form; ours validates into the API body, so its output type differs.
  const anyForm = form as unknown as AddressForm;
  useEffect(() => {
    if (address) form.reset(toFormValues(address === 'new' ? null : address));
  }, [address, form]);

  const save = useMutation({
    mutationFn: addressApi.save,
    onSuccess: async ({ data, message }) => {
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      onSaved?.(data);
      onClose();
    },
    onError: (failure) => {
      let first = true;
      for (const [field, message] of serverFieldErrors(failure, form.getValues('country'))) {
        if (!shown.has(field)) continue;
        form.setError(field as Path<AddressFormValues>, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  const fieldShown = serverFieldErrors(save.error, form.getValues('country')).some(([field]) => shown.has(field));
  const text = (name: 'firstName' | 'lastName' | 'addrTitle' | 'email', label: string, extra = {}) => (
    <TextInput label={label} {...extra} {...form.register(name)} error={fieldError(t, errors[name])} />
  );

  return (
    <Modal
      opened={address !== null}
      onClose={close}
      title={editing ? t('addresses.editTitle') : t('addresses.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="address-form">
        <Grid gap="sm">
          {save.error && !fieldShown && (
            <Grid.Col span={12}>
              <ErrorAlert error={save.error} />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            {text('addrTitle', t('addresses.field.addrTitle'), {
              placeholder: t('addresses.field.addrTitlePlaceholder'),
            })}
          </Grid.Col>
          <Grid.Col span={HALF}>
            {text('firstName', t('field.firstName'), { required: true, autoComplete: 'given-name' })}
          </Grid.Col>
          <Grid.Col span={HALF}>
            {text('lastName', t('addresses.field.lastName'), { autoComplete: 'family-name' })}
          </Grid.Col>
          <PhoneFields form={anyForm} />
          <Grid.Col span={12}>
            {text('email', t('addresses.field.email'), { type: 'email', autoComplete: 'email' })}
          </Grid.Col>
          <AddressFields form={anyForm} />
          {offerPrimary && !editing?.primary && (
            <Grid.Col span={12}>
              <Checkbox
                label={t('addresses.makePrimary')}
                {...form.register('primary')}
                data-testid="address-primary"
              />
            </Grid.Col>
          )}
          <Grid.Col span={12}>
            <CancelSaveButtons
              onCancel={close}
              saving={save.isPending}
              saveLabel={t('addresses.save')}
              saveTestId="address-save"
            />
          </Grid.Col>
        </Grid>
      </form>
    </Modal>
  );
}
