import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../system';

export function VerifiedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IconMailCheck size={40} />}
      title={t('verified.title')}
      message={t('auth.verified')}
      action={{ label: t('login.submit'), to: '/login' }}
      color="teal"
    />
  );
}
