import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentUserQuery } from '../../app/current-user';
import { PageLoader } from '../../app/page-loader';
import { AccountDetailForm } from '../profile';

/** First login: the user completes the account details before using the product. */
export function SetupProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQuery());
  if (!user) return <PageLoader />;
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('setupProfile.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('setupProfile.subtitle')}
          </Text>
        </div>
        <AccountDetailForm
          user={user}
          submitLabel={t('setupProfile.submit')}
          onSaved={(message) => {
            notifications.show({ color: 'teal', message: message || t('user.profileSaved') });
            navigate('/', { replace: true });
          }}
        />
      </Stack>
    </Paper>
  );
}
