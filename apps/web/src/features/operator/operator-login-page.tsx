import './operator-texts';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../ui/page-header';
import { operatorApi, operatorKeys } from './operator.api';
import { setOperatorToken } from './operator-token';

/** The operator's own sign-in (not a company's login): answered only on the operator's host. */
export function OperatorLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({
    mutationFn: operatorApi.login,
    onSuccess: ({ data }) => {
      setOperatorToken(data.token);
      queryClient.setQueryData(operatorKeys.me, data.operator);
      navigate('/operator', { replace: true });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    login.mutate({ email: String(fields.get('email') ?? ''), password: String(fields.get('password') ?? '') });
  };
  const fieldError = (field: string) => {
    const error = login.error as { fieldErrors?: Record<string, string> } | null;
    return error?.fieldErrors?.[field];
  };
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <form onSubmit={submit} noValidate data-testid="operator-login">
        <Stack gap="md">
          <PageHeader title={t('operator.login.title')} subtitle={t('operator.login.subtitle')} />
          {login.error && !fieldError('email') && !fieldError('password') && (
            <Alert color="red" role="alert" data-testid="operator-login-error">
              {login.error.message}
            </Alert>
          )}
          <TextInput
            label={t('field.email')}
            type="email"
            autoComplete="username"
            required
            name="email"
            error={fieldError('email')}
          />
          <PasswordInput
            label={t('field.password')}
            autoComplete="current-password"
            required
            name="password"
            error={fieldError('password')}
          />
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('operator.login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
