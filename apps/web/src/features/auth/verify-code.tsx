import { Alert, Button, Center, PinInput, Text } from '@mantine/core';
import { LIMITS, verificationCodeSchema } from '@niaga/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { authApi } from './auth.api';

/** The mailed 6-digit code for `email`: its state, the check on submit, and the request for a new one. */
export function useVerifyCode(email: string, onVerified: () => void) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const verify = useMutation({ mutationFn: () => authApi.verify({ email, code }), onSuccess: onVerified });
  const resend = useMutation({ mutationFn: () => authApi.resendVerification(email) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    setCodeError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'validation.code'));
    if (parsed.success) verify.mutate();
  };
  return { email, code, setCode, codeError, verify, resend, submit };
}

/** The code's fields inside the page's own form (`submit` of `useVerifyCode` is that form's onSubmit). */
export function VerifyCodeFields({
  state,
  labels,
  testId,
}: {
  state: ReturnType<typeof useVerifyCode>;
  labels: { code: string; submit: string; resend: string };
  testId?: string;
}) {
  const { t } = useTranslation();
  const { email, code, setCode, codeError, verify, resend } = state;
  return (
    <>
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
          aria-label={labels.code}
          size="md"
          data-testid={testId}
        />
      </Center>
      {codeError && (
        <Text c="red" size="sm" ta="center">
          {t(codeError)}
        </Text>
      )}
      <Button type="submit" loading={verify.isPending} fullWidth size="md" disabled={!email}>
        {labels.submit}
      </Button>
      <Button variant="subtle" onClick={() => resend.mutate()} loading={resend.isPending} disabled={!email}>
        {labels.resend}
      </Button>
    </>
  );
}
