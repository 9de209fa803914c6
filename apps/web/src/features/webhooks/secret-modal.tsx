import './webhooks-texts';
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { useCopy } from '../../ui/use-copy';
import { webhooksApi } from './webhooks.api';

type Props = {
  /** The endpoint whose secret is shown, with the secret when it is already known (just created). */
  target: { id: string; url: string; secret?: string } | null;
  onClose: () => void;
};

/** Shows an endpoint's signing secret (revealed on opening) with Copy, and "Rotate" for a new one. */
export function SecretModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const { copy, copied } = useCopy({ copied: t('webhooks.secretCopied'), failed: t('webhooks.copyFailed') });
  const reveal = useMutation({
    mutationFn: (id: string) => webhooksApi.reveal(id),
    onSuccess: ({ data }) => setSecret(data.secret),
  });
  const rotate = useMutation({
    mutationFn: (id: string) => webhooksApi.rotate(id),
    onSuccess: ({ data, message }) => {
      setSecret(data.secret);
      notifications.show({ color: 'teal', message });
    },
  });
  const { mutate: revealNow, reset } = reveal;
  useEffect(() => {
    setSecret(target?.secret ?? null);
    reset();
    if (target && !target.secret) revealNow(target.id);
  }, [target, revealNow, reset]);

  return (
    <Modal opened={!!target} onClose={onClose} title={t('webhooks.secretTitle')} size="lg">
      <Stack gap="sm" data-testid="webhook-secret">
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {target?.url}
        </Text>
        {target?.secret && <Alert color="yellow">{t('webhooks.secretOnce')}</Alert>}
        {(reveal.error || rotate.error) && <ErrorAlert error={reveal.error ?? rotate.error} />}
        <Code block data-testid="webhook-secret-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret ?? '…'}
        </Code>
        <Text size="sm">{t('webhooks.secretHint')}</Text>
        <Group justify="space-between">
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            loading={rotate.isPending}
            onClick={() => target && rotate.mutate(target.id)}
            data-testid="webhook-rotate"
          >
            {t('webhooks.rotate')}
          </Button>
          <Button leftSection={<IconCopy size={16} />} disabled={!secret} onClick={() => secret && void copy(secret)}>
            {copied ? t('webhooks.copied') : t('webhooks.copy')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
