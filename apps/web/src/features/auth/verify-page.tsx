import { Alert, Button, Center, PinInput, Text } from '@mantine/core';
import { LIMITS, verificationCodeSchema } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { authApi } from './auth.api';
import { AuthCard } from './auth-card';

/** Enter the 6-digit code mailed at login of an unverified account; a new code can be requested. */
export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const verify = useMutation({
    mutationFn: () => authApi.verify({ email, code }),
    onSuccess: () => navigate('/register/verified', { replace: true }),
  });
  const resend = useMutation({ mutationFn: () => authApi.resendVerification(email) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    setCodeError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.code'));
    if (parsed.success) verify.mutate();
  };

  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle', { email })} onSubmit={submit} backToLogin>
      <ErrorAlert error={verify.error} />
      {resend.isSuccess && (
        <Alert color="teal" role="status">
          {resend.data.message || t('auth.codeSent')}
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
          aria-label={t('verify.code')}
          size="md"
        />
      </Center>
      {codeError && (
        <Text c="red" size="sm" ta="center">
          {t(codeError)}
        </Text>
      )}
      <Button type="submit" loading={verify.isPending} fullWidth disabled={!email}>
        {t('verify.submit')}
      </Button>
      <Button variant="subtle" onClick={() => resend.mutate()} loading={resend.isPending} disabled={!email}>
        {t('verify.resend')}
      </Button>
    </AuthCard>
  );
}
