import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type LOGIN_TYPES, type LoginRequest, loginRequest } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/require-auth';
import { isApiError } from '../../lib/api-error';
import { fieldError } from '../../lib/form';
import { clearAllStorage, clearChatSession, setToken } from '../../lib/storage';
import { authApi, userKeys } from './auth.api';

type LoginType = (typeof LOGIN_TYPES)[number];

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initialType: LoginType = params.get('type') === 'hq' ? 'hq' : 'agent';

  // Spec §1: visiting the login page clears a stored chat session.
  useEffect(() => clearChatSession(), []);

  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', type: initialType, remember: false },
  });
  const { errors } = form.formState;

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

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={(value) => field.onChange(value as LoginType)}
                data={[
                  { value: 'hq', label: t('login.typeHq') },
                  { value: 'agent', label: t('login.typeAgent') },
                ]}
                aria-label={t('login.type')}
                data-testid="login-type"
              />
            )}
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
            {...form.register('email')}
            error={fieldError(t, errors.email)}
          />
          <PasswordInput
            label={t('field.password')}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={fieldError(t, errors.password)}
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox label={t('login.remember')} {...form.register('remember')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
