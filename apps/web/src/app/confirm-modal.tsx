import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

type Props = {
  opened: boolean;
  title: string;
  message: string;
  /** The red button's label, e.g. "Remove". */
  confirmLabel: string;
  /** Runs the action; the modal closes once it resolves and shows the error beside the buttons if it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
};

/** Asks before a destructive action, with spec §8's "this cannot be reverted" warning. */
export function ConfirmModal({ opened, title, message, confirmLabel, onConfirm, onClose, testId }: Props) {
  const { t } = useTranslation();
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  const close = () => {
    action.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md" data-testid={testId}>
        <Text>{message}</Text>
        <Alert color="orange" variant="light">
          {t('common.cannotRevert')}
        </Alert>
        <ErrorAlert error={action.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => action.mutate()} loading={action.isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
