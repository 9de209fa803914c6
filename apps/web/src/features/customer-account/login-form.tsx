import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type CustomerLoginRequest, customerLoginRequest } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { fieldError } from '../../lib/form';
import { setToken } from '../../lib/storage';
import { useStorefront } from '../storefront';
import { customerApi, customerKeys } from './customer-account.api';

/** The storefront's login: a customer's e-mail and password; an unverified e-mail goes to the code page. */
export function LoginForm({ notice }: { notice?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { store, base } = useStorefront();
  const form = useForm<CustomerLoginRequest>({
    resolver: zodResolver(customerLoginRequest),
    defaultValues: { email: '', password: '', remember: false },
  });
  const login = useMutation({
    mutationFn: (values: CustomerLoginRequest) => customerApi.login(store.slug, values),
    onSuccess: async ({ token }, values) => {
      setToken(token, values.remember ?? false);
      queryClient.removeQueries({ queryKey: ['user'] });
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
    onError: (error, values) => {
      if (isApiError(error) && error.reason === 'EMAIL_NOT_VERIFIED')
        navigate(`${base}/account/verify?email=${encodeURIComponent(values.email)}`);
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate data-testid="customer-login">
      <Stack gap="md">
        {notice && (
          <Alert color="teal" role="status">
            {notice}
          </Alert>
        )}
        {login.error && (
          <Alert color="red" role="alert">
            {login.error.message}
          </Alert>
        )}
        <TextInput
          label={t('account.field.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          {...form.register('email')}
          error={fieldError(t, errors.email)}
        />
        <PasswordInput
          label={t('account.field.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={fieldError(t, errors.password)}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={t('account.field.remember')} {...form.register('remember')} />
          <Anchor component={Link} to={`${base}/account/forgot-password`} size="sm">
            {t('account.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('account.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
