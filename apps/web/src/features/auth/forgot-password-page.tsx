import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextInput } from '@mantine/core';
import { forgotPasswordRequest } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';

const schema = forgotPasswordRequest.pick({ email: true });

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const request = useMutation({ mutationFn: (email: string) => authApi.forgotPassword(email) });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      onSubmit={form.handleSubmit((values) => request.mutate(values.email))}
      backToLogin
    >
      {request.isSuccess && (
        <Alert color="teal" role="status" data-testid="forgot-success">
          {request.data.message || t('auth.resetSent')}
        </Alert>
      )}
      <ErrorAlert error={request.error} />
      <TextInput
        label={t('field.email')}
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={fieldError(t, form.formState.errors.email)}
      />
      <Button type="submit" loading={request.isPending} fullWidth>
        {t('forgot.submit')}
      </Button>
    </AuthCard>
  );
}
