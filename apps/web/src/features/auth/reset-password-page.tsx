import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { clearToken } from '../../lib/storage';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';
import { type NewPasswordFields, NewPasswordInputs, newPasswordFields } from './password-fields';

/** Sets a password from an e-mailed link: password reset and staff invitation alike. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<NewPasswordFields>({
    resolver: zodResolver(newPasswordFields),
    defaultValues: { password: '', confirm: '' },
  });
  const save = useMutation({
    mutationFn: (values: NewPasswordFields) => authApi.createPassword({ token, password: values.password }),
    onSuccess: ({ message }) => {
      clearToken();
      notifications.show({ color: 'teal', message: message || t('auth.passwordCreated') });
      navigate('/login', { replace: true });
    },
  });

  if (!token) {
    return (
      <Alert color="red" title={t('reset.title')} role="alert">
        <Stack gap="xs">
          <span>{t('auth.resetInvalid')}</span>
          <Anchor component={Link} to="/forgot-password">
            {t('forgot.title')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <ErrorAlert error={save.error} />
      <NewPasswordInputs form={form} />
      <Button type="submit" loading={save.isPending} fullWidth>
        {t('reset.submit')}
      </Button>
    </AuthCard>
  );
}
