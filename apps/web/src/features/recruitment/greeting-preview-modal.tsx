import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GreetingInput } from '@niaga/shared';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { recruitmentApi, recruitmentKeys } from './recruitment.api';
import { UplineSelect } from './upline-select';

type Values = Omit<GreetingInput, 'levelId'>;

/**
 * The welcoming e-mail as written (saved or not), filled in with sample values or a chosen agent's, and
 * "Send me a test" (to the signed-in user's e-mail; the API allows 3 per 5 minutes).
 */
export function GreetingPreviewModal({
  levelId,
  values,
  onClose,
}: {
  levelId: string;
  values: Values | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [agentId, setAgentId] = useState<string | undefined>(undefined);
  const body = values ? { levelId, ...values, agentId } : null;
  const preview = useQuery({
    queryKey: [...recruitmentKeys.greetings(), 'preview', body],
    queryFn: async () => (await recruitmentApi.previewGreeting(body!)).data,
    enabled: body !== null,
    retry: false,
  });
  const test = useMutation({
    mutationFn: () => recruitmentApi.sendTestGreeting(body!),
    onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
  });
  const close = () => {
    test.reset();
    setAgentId(undefined);
    onClose();
  };

  return (
    <Modal opened={values !== null} onClose={close} title={t('recruitment.greetings.previewTitle')} size="lg" centered>
      <Stack gap="md" data-testid="greeting-preview">
        <UplineSelect
          value={agentId}
          onChange={setAgentId}
          texts={{
            label: t('recruitment.greetings.previewAs'),
            description: t('recruitment.greetings.previewAsHint'),
            placeholder: t('recruitment.greetings.sampleAgent'),
          }}
        />
        {preview.isPending && <SkeletonBlock rows={5} />}
        {preview.error && <ErrorState message={preview.error.message} onRetry={() => void preview.refetch()} />}
        {preview.data && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('recruitment.greetings.to', { email: preview.data.to })}
              </Text>
              <Text fw={700} data-testid="greeting-preview-subject" style={{ overflowWrap: 'anywhere' }}>
                {preview.data.subject}
              </Text>
              <Text
                size="sm"
                data-testid="greeting-preview-body"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {preview.data.text}
              </Text>
            </Stack>
          </Paper>
        )}
        <ErrorAlert error={test.error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('recruitment.greetings.close')}
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            loading={test.isPending}
            disabled={!preview.data}
            onClick={() => test.mutate()}
          >
            {t('recruitment.greetings.sendTest')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
