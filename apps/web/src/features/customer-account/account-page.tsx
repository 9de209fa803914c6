import './customer-account-texts';
import { Anchor, Button, Card, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { UserDetail } from '@niaga/shared';
import { IconLogout, IconMapPin } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { api } from '../../lib/api-client';
import { clearToken } from '../../lib/storage';
import { useStorefront } from '../storefront';
import { customerKeys, customerMeQuery } from './customer-account.api';
import { LoginForm } from './login-form';
import { OrderHistory } from './order-history';
import { SignUpForm } from './sign-up-form';

/** `/s/:slug/account`: signed out, the login and sign-up tabs; signed in as a customer, the profile and orders. */
export function AccountPage() {
  const me = useQuery(customerMeQuery());
  if (me.isPending) return <SkeletonBlock rows={6} />;
  if (me.isError) return <ErrorState message={me.error.message} onRetry={() => me.refetch()} />;
  if (!me.data) return <SignedOut />;
  if (me.data.role !== 'customer') return <TeamSignedIn />;
  return <SignedIn user={me.data} />;
}

function SignedOut() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'sign-up' ? 'sign-up' : 'login';
  const notice = params.get('verified') ? t('account.verify.done') : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.signedOutHint')}
        </Text>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'sign-up' ? { tab: 'sign-up' } : {}, { replace: true })}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login">{t('account.tabs.login')}</Tabs.Tab>
            <Tabs.Tab value="sign-up">{t('account.tabs.signUp')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm notice={notice} />
          </Tabs.Panel>
          <Tabs.Panel value="sign-up">
            <SignUpForm />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/logout', {}, { sessionCheck: false }),
    onSettled: async () => {
      clearToken();
      queryClient.removeQueries({ queryKey: ['user'] });
      await queryClient.resetQueries({ queryKey: customerKeys.all });
    },
  });
}

function SignedIn({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { base } = useStorefront();
  const logout = useLogout();
  const phone = [user.account.phoneCode, user.account.phoneNumber].filter(Boolean).join(' ');
  return (
    <Stack gap="lg" data-testid="customer-account">
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('account.profile')}
          </Text>
          <Text fw={600} data-testid="customer-name">
            {user.name}
          </Text>
          <Text size="sm">{user.email}</Text>
          {phone && <Text size="sm">{phone}</Text>}
          <Group gap="sm" mt="xs">
            <Button
              component={Link}
              to={`${base}/account/addresses`}
              variant="light"
              leftSection={<IconMapPin size={16} />}
            >
              {t('account.addresses')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {t('account.logout')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <OrderHistory />
    </Stack>
  );
}

function TeamSignedIn() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Paper withBorder radius="lg" p="lg" maw={480} mx="auto">
      <Stack gap="sm">
        <Text>{t('account.teamSignedIn')}</Text>
        <Group>
          <Button onClick={() => logout.mutate()} loading={logout.isPending}>
            {t('account.logout')}
          </Button>
          <Anchor href="/">{t('account.teamDashboard')}</Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
