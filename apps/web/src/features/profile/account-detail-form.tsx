import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid } from '@mantine/core';
import { type AccountDetailRequest, accountDetailRequest, type UserDetail } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { userKeys } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, hasFieldErrors } from '../../lib/form';
import { postalValues } from '../../lib/postal-fields';
import { authApi } from '../auth';
import { AddressFields } from '../reference';
import { BirthGenderFields, NameFields, OptionalTextField, PhoneFields } from './profile-fields';
import { PERSONAL_FIELDS } from './profile-shape';

const FIELDS = [...PERSONAL_FIELDS, 'tin', 'rocNumber', 'companyName'] as const;

/** The saved details (from the cached current user) as form values; a missing optional value stays unset. */
function prefill(user: UserDetail): AccountDetailRequest {
  const { account } = user;
  const [first = '', ...rest] = user.name.split(' ');
  return {
    firstName: account.firstName ?? first,
    lastName: account.lastName ?? rest.join(' '),
    phoneCode: account.phoneCode ?? '+60',
    phoneNumber: account.phoneNumber ?? '',
    identityNo: account.identityNo ?? undefined,
    birthDate: account.birthDate ?? undefined,
    gender: account.gender ?? undefined,
    tin: account.tin ?? undefined,
    rocNumber: account.rocNumber ?? undefined,
    companyName: account.companyName ?? undefined,
    ...postalValues(account),
  };
}

type Props = { user: UserDetail; submitLabel: string; onSaved: (message: string) => void };

/** The account-detail form (spec §3) used by the first-login set-up and the profile page. */
export function AccountDetailForm({ user, submitLabel, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AccountDetailRequest, unknown, z.output<typeof accountDetailRequest>>({
    resolver: zodResolver(accountDetailRequest),
    defaultValues: prefill(user),
  });
  const save = useMutation({
    mutationFn: authApi.saveAccountDetail,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      onSaved(message);
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate data-testid="account-detail-form">
      <Grid gap="md">
        {save.error && !hasFieldErrors(save.error) && (
          <Grid.Col span={12}>
            <ErrorAlert error={save.error} />
          </Grid.Col>
        )}
        <NameFields form={form} />
        <PhoneFields form={form} />
        <OptionalTextField form={form} name="identityNo" label={t('field.identityNo')} />
        <BirthGenderFields form={form} />
        <OptionalTextField form={form} name="tin" label={t('field.tin')} />
        <AddressFields form={form} />
        <OptionalTextField form={form} name="rocNumber" label={t('field.rocNumber')} />
        <OptionalTextField form={form} name="companyName" label={t('field.companyName')} />
        <Grid.Col span={12}>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
