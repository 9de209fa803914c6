import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Permission, StaffMember } from '@niaga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../app/error-alert';
import { PermissionCheckboxes } from './permission-checkboxes';
import { staffApi, staffKeys } from './staff.api';

export function StaffEditModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [permissions, setPermissions] = useState<Permission[]>([]);
  useEffect(() => setPermissions(member?.permissions ?? []), [member]);
  const save = useMutation({
    mutationFn: () => staffApi.updatePermissions(member?.id ?? '', permissions),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      notifications.show({ color: 'teal', message: message || t('staff.saved') });
      onClose();
    },
  });

  return (
    <Modal opened={member !== null} onClose={onClose} title={t('staff.editPermissions')} size="lg" centered>
      <Stack gap="md" data-testid="staff-edit-form">
        <Text fw={600}>
          {member?.name}{' '}
          <Text span c="dimmed" size="sm">
            {member?.email}
          </Text>
        </Text>
        <ErrorAlert error={save.error} />
        <PermissionCheckboxes value={permissions} onChange={setPermissions} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
