import './api-keys-texts';
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../ui/use-copy';

/** The secret of a key just made or rotated, shown this once, with a copy button. */
export function ApiKeySecretModal({
  shown,
  onClose,
}: {
  shown: { name: string; secret: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy({ copied: t('apiKeysPage.copied'), failed: t('apiKeysPage.copyFailed') });
  return (
    <Modal
      opened={!!shown}
      onClose={onClose}
      title={t('apiKeysPage.secretTitle', { name: shown?.name ?? '' })}
      centered
    >
      <Stack gap="md" data-testid="api-key-secret">
        <Alert color="yellow" variant="light">
          {t('apiKeysPage.secretOnce')}
        </Alert>
        <Code block data-testid="api-key-secret-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {shown?.secret}
        </Code>
        <Text size="sm" c="dimmed">
          {t('apiKeysPage.secretUse')}
        </Text>
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={() => shown && void copy(shown.secret)}
            data-testid="api-key-copy"
          >
            {copied ? t('apiKeysPage.copiedShort') : t('apiKeysPage.copy')}
          </Button>
          <Button onClick={onClose} data-testid="api-key-secret-done">
            {t('apiKeysPage.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
