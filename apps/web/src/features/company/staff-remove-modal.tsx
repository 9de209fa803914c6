import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffMember } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffApi, staffKeys } from './staff.api';

/** Removal asks first: spec §8, delete warnings say they cannot be reverted. */
export function StaffRemoveModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => staffApi.remove(member?.id ?? ''),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      notifications.show({ color: 'teal', message: message || t('staff.removed') });
      onClose();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={member !== null} onClose={close} title={t('staff.removeTitle')} centered>
      <Stack gap="md" data-testid="staff-remove-confirm">
        <Text>{t('staff.removeConfirm', { name: member?.name ?? '' })}</Text>
        <Alert color="orange" variant="light">
          {t('common.cannotRevert')}
        </Alert>
        {remove.error && (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('staff.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
