import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/service-worker';

/**
 * "Update available — Reload": shown when a new version of the app is installed and waits for this page to let go.
 * Built from components whose styles the entry already has (critical-styles.ts): it can show on the login page.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const applyUpdate = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <Paper
      data-testid="update-prompt"
      role="status"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      left="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      maw={380}
      ml="auto"
      style={{ zIndex: 401 }}
    >
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg">
          <IconRefresh size={18} />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm">
            {t('pwa.update.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('pwa.update.message')}
          </Text>
        </Stack>
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
    </Paper>
  );
}
