import './customer-account-texts';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { clearAllStorage } from '../../lib/storage';

/** Where the dashboard's guard sends a signed-in store customer: customers have no dashboard (issue 22). */
export function CustomerOnlyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = async () => {
    await api.post<unknown>('/logout', {}, { sessionCheck: false }).catch(() => undefined);
    clearAllStorage();
    navigate('/login', { replace: true });
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" mt="xl" data-testid="customer-only">
      <Stack gap="md" align="center" ta="center">
        <IconBuildingStore size={40} aria-hidden />
        <Title order={1} size="h2">
          {t('customer.only.title')}
        </Title>
        <Text c="dimmed">{t('customer.only.text')}</Text>
        <Button variant="light" onClick={logout}>
          {t('account.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}
