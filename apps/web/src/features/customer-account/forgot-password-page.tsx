import './customer-account-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { customerForgotPasswordRequest } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { fieldError } from '../../lib/form';
import { useStorefront } from '../storefront';
import { customerApi } from './customer-account.api';

type Fields = z.input<typeof customerForgotPasswordRequest>;

/** `/s/:slug/account/forgot-password`: mails the reset link to the store's own reset page. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { store, base } = useStorefront();
  const form = useForm<Fields>({ resolver: zodResolver(customerForgotPasswordRequest), defaultValues: { email: '' } });
  const send = useMutation({ mutationFn: (values: Fields) => customerApi.forgotPassword(store.slug, values.email) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('account.forgot.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.forgot.subtitle')}
          </Text>
          {send.isSuccess && (
            <Alert color="teal" role="status">
              {send.data.message}
            </Alert>
          )}
          <ErrorAlert error={send.error} />
          <TextInput
            label={t('account.field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={fieldError(t, form.formState.errors.email)}
          />
          <Button type="submit" loading={send.isPending} fullWidth size="md">
            {t('account.forgot.submit')}
          </Button>
          <Anchor component={Link} to={`${base}/account`} size="sm" ta="center">
            {t('account.back')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
