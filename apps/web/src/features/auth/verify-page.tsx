import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './auth-card';
import { useVerifyCode, VerifyCodeFields } from './verify-code';

/** Enter the 6-digit code mailed at login of an unverified account; a new code can be requested. */
export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const state = useVerifyCode(email, () => navigate('/register/verified', { replace: true }));
  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle', { email })} onSubmit={state.submit} backToLogin>
      <VerifyCodeFields
        state={state}
        labels={{ code: t('verify.code'), submit: t('verify.submit'), resend: t('verify.resend') }}
      />
    </AuthCard>
  );
}
