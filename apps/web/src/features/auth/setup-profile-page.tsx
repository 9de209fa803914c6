import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentUserQuery } from '../../app/current-user';
import { PageLoader } from '../../app/page-loader';
import { AccountDetailForm } from '../profile';
import { AuthCard } from './auth-card';

/** First login: the user completes the account details before using the product. */
export function SetupProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return <PageLoader />;
  return (
    <AuthCard title={t('setupProfile.title')} subtitle={t('setupProfile.subtitle')}>
      <AccountDetailForm
        user={user}
        submitLabel={t('setupProfile.submit')}
        onSaved={(message) => {
          notifications.show({ color: 'teal', message: message || t('user.profileSaved') });
          navigate('/', { replace: true });
        }}
      />
    </AuthCard>
  );
}
