import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, SegmentedControl, TextInput } from '@mantine/core';
import type { LOGIN_TYPES, LoginRequest } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { userKeys } from '../../app/current-user';
import { safeRedirect } from '../../app/require-auth';
import { isApiError } from '../../lib/api-error';
import { clearAllStorage, clearChatSession, setToken } from '../../lib/storage';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import type { LoginErrors } from './login-validation';

// The login page is most first visits, so it does without react-hook-form, and zod (with the shared schema)
// loads on the first focus or submit instead of before the page can paint.
const loadValidation = () => import('./login-validation');

type LoginType = (typeof LOGIN_TYPES)[number];

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initialType: LoginType = params.get('type') === 'hq' ? 'hq' : 'agent';

  // Spec §1: visiting the login page clears a stored chat session.
  useEffect(() => clearChatSession(), []);

  const [type, setType] = useState<LoginType>(initialType);
  const [errors, setErrors] = useState<LoginErrors>({});

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: ({ token }, variables) => {
      setToken(token, variables.remember ?? false);
      queryClient.removeQueries({ queryKey: userKeys.all });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    onError: (error, variables) => {
      if (!isApiError(error)) return;
      if (error.reason === 'SUBSCRIPTION_LOCKED') {
        clearAllStorage();
        navigate('/subscription/expired', { replace: true });
      } else if (error.reason === 'EMAIL_NOT_VERIFIED') {
        navigate(`/register/verify?email=${encodeURIComponent(variables.email)}`);
      }
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const result = (await loadValidation()).validateLogin({
      email: String(fields.get('email') ?? ''),
      password: String(fields.get('password') ?? ''),
      type,
      remember: fields.has('remember'),
    });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) login.mutate(result.data);
  };
  const error = (field: keyof LoginRequest) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} onSubmit={submit} onFocus={loadValidation}>
      <SegmentedControl
        fullWidth
        value={type}
        onChange={(value) => setType(value as LoginType)}
        data={[
          { value: 'hq', label: t('login.typeHq') },
          { value: 'agent', label: t('login.typeAgent') },
        ]}
        aria-label={t('login.type')}
        data-testid="login-type"
      />
      {login.error && (
        <Alert color="red" role="alert" data-testid="login-error">
          {login.error.message}
        </Alert>
      )}
      <TextInput
        label={t('field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        name="email"
        error={error('email')}
      />
      <PasswordInput
        label={t('field.password')}
        autoComplete="current-password"
        required
        name="password"
        error={error('password')}
      />
      <Group justify="space-between" wrap="nowrap">
        <Checkbox label={t('login.remember')} name="remember" />
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('login.forgot')}
        </Anchor>
      </Group>
      <Button type="submit" loading={login.isPending} fullWidth size="md">
        {t('login.submit')}
      </Button>
    </AuthCard>
  );
}
