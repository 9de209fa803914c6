import './customer-account-texts';
import { Alert, Anchor, Button, Center, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { LIMITS, verificationCodeSchema } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { authApi } from '../auth';
import { useStorefront } from '../storefront';

/** `/s/:slug/account/verify?email=`: the mailed 6-digit code (the shared verification); then the login tab. */
export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useStorefront();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: () => authApi.verify({ email, code }),
    onSuccess: () => navigate(`${base}/account?verified=1`, { replace: true }),
  });
  const resend = useMutation({ mutationFn: () => authApi.resendVerification(email) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    setCodeError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.code'));
    if (parsed.success) verify.mutate();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('account.verify.title')}
          </Title>
          {email ? (
            <Text size="sm" c="dimmed">
              {t('account.verify.subtitle', { email })}
            </Text>
          ) : (
            <Alert color="yellow">{t('account.verify.noEmail')}</Alert>
          )}
          <ErrorAlert error={verify.error} />
          {resend.isSuccess && (
            <Alert color="teal" role="status">
              {resend.data.message}
            </Alert>
          )}
          <ErrorAlert error={resend.error} />
          <Center>
            <PinInput
              length={LIMITS.verificationCodeLength}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              error={!!codeError}
              aria-label={t('account.verify.code')}
              size="md"
              data-testid="verify-code"
            />
          </Center>
          {codeError && (
            <Text c="red" size="sm" ta="center">
              {t(codeError)}
            </Text>
          )}
          <Button type="submit" loading={verify.isPending} fullWidth size="md" disabled={!email}>
            {t('account.verify.submit')}
          </Button>
          <Button variant="subtle" onClick={() => resend.mutate()} loading={resend.isPending} disabled={!email}>
            {t('account.verify.resend')}
          </Button>
          <Anchor component={Link} to={`${base}/account`} size="sm" ta="center">
            {t('account.back')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
