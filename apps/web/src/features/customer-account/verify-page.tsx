import './customer-account-texts';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useVerifyCode, VerifyCodeFields } from '../auth';
import { useStorefront } from '../storefront';

/** `/s/:slug/account/verify?email=`: the mailed 6-digit code (the shared verification); then the login tab. */
export function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { base } = useStorefront();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const state = useVerifyCode(email, () => navigate(`${base}/account?verified=1`, { replace: true }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <form onSubmit={state.submit} noValidate>
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
          <VerifyCodeFields
            state={state}
            testId="verify-code"
            labels={{
              code: t('account.verify.code'),
              submit: t('account.verify.submit'),
              resend: t('account.verify.resend'),
            }}
          />
          <Anchor component={Link} to={`${base}/account`} size="sm" ta="center">
            {t('account.back')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
