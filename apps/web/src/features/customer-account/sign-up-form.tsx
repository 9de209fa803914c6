import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { customerSignUpRequest, passwordSchema } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { NewPasswordInputs } from '../auth';
import { useStorefront } from '../storefront';
import { customerApi } from './customer-account.api';

const signUpFields = customerSignUpRequest
  .extend({ acceptTerms: z.boolean(), password: passwordSchema, confirm: z.string() })
  .refine((values) => values.acceptTerms, { message: 'validation.acceptTerms', path: ['acceptTerms'] })
  .refine((values) => values.password === values.confirm, { message: 'form.passwordMismatch', path: ['confirm'] });
type SignUpFields = z.input<typeof signUpFields>;
const FIELDS = ['name', 'email', 'phoneCode', 'phoneNumber', 'password', 'acceptTerms'] as const;

/** Sign-up in the store: name, e-mail, phone, password (the shared rules) and the terms; then the mailed code. */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { store, base } = useStorefront();
  const form = useForm<SignUpFields>({
    resolver: zodResolver(signUpFields),
    defaultValues: {
      name: '',
      email: '',
      phoneCode: '+60',
      phoneNumber: '',
      password: '',
      confirm: '',
      acceptTerms: false,
    },
  });
  const signUp = useMutation({
    mutationFn: ({ confirm: _confirm, ...values }: SignUpFields) =>
      customerApi.signUp(store.slug, { ...values, acceptTerms: true }),
    onSuccess: ({ data }) => navigate(`${base}/account/verify?email=${encodeURIComponent(data.email)}`),
    onError: (error) => applyServerErrors(error, form.setError, FIELDS),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => signUp.mutate(values))} noValidate data-testid="customer-sign-up">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('account.signUp.guestHint')}
        </Text>
        {signUp.error && !hasFieldErrors(signUp.error) && (
          <Alert color="red" role="alert">
            {signUp.error.message}
          </Alert>
        )}
        <TextInput
          label={t('account.field.name')}
          autoComplete="name"
          required
          {...form.register('name')}
          error={fieldError(t, errors.name)}
        />
        <TextInput
          label={t('account.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={fieldError(t, errors.email)}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('account.field.phoneCode')}
            w={80}
            autoComplete="tel-country-code"
            required
            {...form.register('phoneCode')}
            error={fieldError(t, errors.phoneCode)}
          />
          <TextInput
            label={t('account.field.phone')}
            style={{ flex: 1 }}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            {...form.register('phoneNumber')}
            error={fieldError(t, errors.phoneNumber)}
          />
        </Group>
        <NewPasswordInputs form={form} passwordLabel={t('account.field.password')} />
        <Checkbox
          label={t('account.field.acceptTerms')}
          {...form.register('acceptTerms')}
          error={fieldError(t, errors.acceptTerms)}
        />
        <Button type="submit" loading={signUp.isPending} fullWidth size="md">
          {t('account.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
