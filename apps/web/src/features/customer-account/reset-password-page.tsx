import './customer-account-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { passwordSchema } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../app/error-alert';
import { clearToken } from '../../lib/storage';
import { authApi, NewPasswordInputs } from '../auth';
import { useStorefront } from '../storefront';

const fields = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: 'form.passwordMismatch', path: ['confirm'] });
type Fields = z.infer<typeof fields>;

/** `/s/:slug/account/reset-password?token=`: the mailed link's page (the shared `/api/create-password`). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useStorefront();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<Fields>({ resolver: zodResolver(fields), defaultValues: { password: '', confirm: '' } });
  const save = useMutation({
    mutationFn: (values: Fields) => authApi.createPassword({ token, password: values.password }),
    onSuccess: ({ message }) => {
      clearToken();
      notifications.show({ color: 'teal', message });
      navigate(`${base}/account`, { replace: true });
    },
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('account.reset.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.reset.subtitle')}
          </Text>
          {!token && <Alert color="red">{t('account.reset.noToken')}</Alert>}
          <ErrorAlert error={save.error} />
          <NewPasswordInputs form={form} />
          <Button type="submit" loading={save.isPending} fullWidth size="md" disabled={!token}>
            {t('account.reset.submit')}
          </Button>
          <Anchor component={Link} to={`${base}/account/forgot-password`} size="sm" ta="center">
            {t('account.forgot.title')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
