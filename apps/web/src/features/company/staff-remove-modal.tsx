import { notifications } from '@mantine/notifications';
import type { StaffMember } from '@niaga/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { staffApi, staffKeys } from './staff.api';

/** Removal asks first: spec §8, delete warnings say they cannot be reverted. */
export function StaffRemoveModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return (
    <ConfirmModal
      opened={member !== null}
      title={t('staff.removeTitle')}
      message={t('staff.removeConfirm', { name: member?.name ?? '' })}
      confirmLabel={t('staff.remove')}
      onConfirm={async () => {
        const { message } = await staffApi.remove(member?.id ?? '');
        await queryClient.invalidateQueries({ queryKey: staffKeys.all });
        notifications.show({ color: 'teal', message: message || t('staff.removed') });
      }}
      onClose={onClose}
      testId="staff-remove-confirm"
    />
  );
}
