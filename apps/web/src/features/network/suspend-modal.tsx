import './network-texts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import type { ActionAgent } from './change-level-modal';
import { networkApi, networkKeys } from './network.api';

/**
 * Suspend (blocks login, ends every session) or unsuspend, with a required reason. Suspending asks once
 * more, in the spec's "cannot be reverted" warning style, before it is sent.
 */
export function SuspendModal({ agent, onClose }: { agent: ActionAgent | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const suspend = agent?.status !== 'suspended';

  useEffect(() => {
    if (!agent) return;
    setReason('');
    setError(undefined);
    setConfirming(false);
  }, [agent]);

  const save = useMutation({
    mutationFn: () => networkApi.setSuspended({ agentId: agent?.id ?? '', suspend, reason: reason.trim() }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: networkKeys.all });
      notifications.show({
        color: 'teal',
        message: message || (suspend ? t('network.suspend.done') : t('network.suspend.undone')),
      });
      onClose();
    },
    onError: (failure) => {
      setConfirming(false);
      if (isApiError(failure) && failure.fieldErrors.reason) setError(failure.fieldErrors.reason);
      else
        notifications.show({
          color: 'red',
          title: suspend ? t('network.suspend.failed') : t('network.suspend.unfailed'),
          message: failure.message,
        });
    },
  });

  const submit = () => {
    if (!reason.trim()) {
      setError(t('validation.required'));
      return;
    }
    setError(undefined);
    if (suspend && !confirming) setConfirming(true);
    else save.mutate();
  };
  const close = () => {
    save.reset();
    onClose();
  };
  const title = suspend ? t('network.suspend.title') : t('network.suspend.unTitle');

  return (
    <Modal opened={agent !== null} onClose={close} title={title} centered>
      <Stack gap="md" data-testid="suspend-form">
        <Text size="sm">
          {suspend
            ? t('network.suspend.intro', { name: agent?.name ?? '' })
            : t('network.suspend.unIntro', { name: agent?.name ?? '' })}
        </Text>
        {confirming ? (
          <Alert
            color="red"
            variant="light"
            title={t('network.suspend.confirmTitle', { name: agent?.name ?? '' })}
            data-testid="suspend-confirm"
          >
            {t('network.suspend.confirmBody', { name: agent?.name ?? '' })}
          </Alert>
        ) : (
          <Textarea
            label={t('network.suspend.reason')}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
            error={error}
            data-testid="suspend-reason"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={confirming ? () => setConfirming(false) : close}>
            {confirming ? t('network.suspend.back') : t('common.cancel')}
          </Button>
          <Button
            color={suspend ? 'red' : 'teal'}
            onClick={submit}
            loading={save.isPending}
            data-testid="suspend-submit"
          >
            {suspend
              ? confirming
                ? t('network.suspend.confirm')
                : t('network.suspend.action')
              : t('network.suspend.unAction')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
