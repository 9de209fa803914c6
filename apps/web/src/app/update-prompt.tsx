import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/service-worker';

/** "Update available — Reload": shown when a new version of the app is installed and waits for this page to let go. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const applyUpdate = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <Notification
      data-testid="update-prompt"
      role="status"
      icon={<IconRefresh size={18} />}
      title={t('pwa.update.title')}
      withCloseButton={false}
      withBorder
      style={{
        position: 'fixed',
        bottom: 'var(--mantine-spacing-md)',
        right: 'var(--mantine-spacing-md)',
        zIndex: 401,
      }}
      w="min(360px, calc(100vw - 2 * var(--mantine-spacing-md)))"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{t('pwa.update.message')}</Text>
        <Button
          size="xs"
          loading={reloading}
          onClick={() => {
            setReloading(true);
            void applyUpdate();
          }}
        >
          {t('pwa.update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
