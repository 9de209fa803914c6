import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/current-user';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { AddressBookSection } from '../addresses';
import { ProfileExtensions } from '../recruitment';
import { AccountDetailForm } from './account-detail-form';
import { ChangePasswordForm } from './change-password-form';

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, error, refetch } = useQuery(currentUserQuery());

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          {t('profile.account')}
        </Title>
        {user ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="profile-info">
            <Info label={t('field.name')} value={user.name} />
            <Info label={t('field.email')} value={user.email} />
            <Info label={t('profile.role')} value={t(`role.${user.role}`)} />
            <Info label={t('profile.level')} value={user.level?.name ?? ''} />
            <Info label={t('profile.company')} value={user.company.name} />
            <Info
              label={t('field.phoneNumber')}
              value={[user.account.phoneCode, user.account.phoneNumber].filter(Boolean).join(' ')}
            />
          </SimpleGrid>
        ) : (
          <SkeletonBlock />
        )}
      </Card>
      {user && (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="md">
            {t('profile.details')}
          </Title>
          <AccountDetailForm
            user={user}
            submitLabel={t('common.save')}
            onSaved={(message) => notifications.show({ color: 'teal', message: message || t('user.profileSaved') })}
          />
        </Card>
      )}
      {user && <ProfileExtensions user={user} />}
      {user && user.role !== 'customer' && <AddressBookSection />}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="md">
          {t('profile.changePassword')}
        </Title>
        <ChangePasswordForm />
      </Card>
    </Stack>
  );
}
