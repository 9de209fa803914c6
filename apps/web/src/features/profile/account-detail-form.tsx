import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Select, TextInput } from '@mantine/core';
import { type AccountDetailRequest, accountDetailRequest, GENDERS, type UserDetail } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { authApi, userKeys } from '../auth/auth.api';

const PHONE_CODES = ['+60', '+62', '+65', '+673', '+66', '+63', '+84', '+95'];
const FIELDS = [
  'firstName',
  'lastName',
  'phoneCode',
  'phoneNumber',
  'identityNo',
  'birthDate',
  'gender',
  'tin',
] as const;
const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

type Props = { user: UserDetail; submitLabel: string; onSaved: (message: string) => void };

/** The account-detail form (spec §3) used by the first-login set-up and the profile page. */
export function AccountDetailForm({ user, submitLabel, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [first = '', ...rest] = user.name.split(' ');
  const form = useForm<AccountDetailRequest, unknown, z.output<typeof accountDetailRequest>>({
    resolver: zodResolver(accountDetailRequest),
    defaultValues: {
      firstName: user.account.firstName ?? first,
      lastName: user.account.lastName ?? rest.join(' '),
      phoneCode: user.account.phoneCode ?? '+60',
      phoneNumber: user.account.phoneNumber ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: authApi.saveAccountDetail,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      onSaved(message);
    },
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Grid gap="md">
        {save.error && !hasFieldErrors(save.error) && (
          <Grid.Col span={12}>
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('field.firstName')}
            required
            {...form.register('firstName')}
            error={fieldError(t, errors.firstName)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('field.lastName')}
            required
            {...form.register('lastName')}
            error={fieldError(t, errors.lastName)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 3 }}>
          <Controller
            control={form.control}
            name="phoneCode"
            render={({ field }) => (
              <Select
                label={t('field.phoneCode')}
                data={PHONE_CODES}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '+60')}
                allowDeselect={false}
                error={fieldError(t, errors.phoneCode)}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 9 }}>
          <TextInput
            label={t('field.phoneNumber')}
            required
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.register('phoneNumber')}
            error={fieldError(t, errors.phoneNumber)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('field.identityNo')}
            {...form.register('identityNo', { setValueAs: emptyToUndefined })}
            error={fieldError(t, errors.identityNo)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('field.birthDate')}
            type="date"
            {...form.register('birthDate', { setValueAs: emptyToUndefined })}
            error={fieldError(t, errors.birthDate)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <Select
                label={t('field.gender')}
                data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                clearable
                error={fieldError(t, errors.gender)}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('field.tin')}
            {...form.register('tin', { setValueAs: emptyToUndefined })}
            error={fieldError(t, errors.tin)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
