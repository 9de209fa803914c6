import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePasswordRequest } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { applyServerErrors, fieldError, hasFieldErrors } from '../../lib/form';
import { setToken } from '../../lib/storage';
import { authApi, NewPasswordInputs } from '../auth';

const schema = changePasswordRequest
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'form.passwordMismatch', path: ['confirm'] });
type Values = z.infer<typeof schema>;

/** Change password; the server answers with a new token (all other sessions are revoked). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { old_password: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: (values: Values) =>
      authApi.changePassword({ old_password: values.old_password, password: values.password }),
    onSuccess: ({ data, message }) => {
      setToken(data.token);
      form.reset();
      notifications.show({ color: 'teal', message: message || t('auth.passwordChanged') });
    },
    onError: (error) => applyServerErrors(error, form.setError, ['old_password', 'password']),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate data-testid="change-password-form">
      <Stack gap="md" maw={420}>
        {change.error && !hasFieldErrors(change.error) && <ErrorAlert error={change.error} />}
        {change.isSuccess && (
          <Alert color="teal" role="status" data-testid="change-password-success">
            {change.data.message || t('auth.passwordChanged')}
          </Alert>
        )}
        <PasswordInput
          label={t('field.currentPassword')}
          autoComplete="current-password"
          required
          {...form.register('old_password')}
          error={fieldError(t, errors.old_password)}
        />
        <NewPasswordInputs form={form} />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
