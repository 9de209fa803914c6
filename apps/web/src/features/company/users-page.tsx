import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffMember } from '@niaga/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnpagedListPage } from '../../ui/list-page/list-page';
import { staffListQuery } from './staff.api';
import { StaffCard, useStaffColumns } from './staff-columns';
import { StaffEditModal } from './staff-edit-modal';
import { StaffInviteModal } from './staff-invite-modal';
import { StaffRemoveModal } from './staff-remove-modal';

/** Company › Users & permissions: HQ (and staff with add_user) manage staff users. */
export function UsersPage() {
  const { t } = useTranslation();
  const result = useQuery(staffListQuery());
  const [inviteOpened, invite] = useDisclosure(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const actions = { onEdit: setEditing, onRemove: setRemoving };

  return (
    <UnpagedListPage
      title={t('staff.title')}
      subtitle={t('staff.subtitle')}
      actions={
        <Button leftSection={<IconUserPlus size={18} />} onClick={invite.open} data-testid="staff-invite-open">
          {t('staff.invite')}
        </Button>
      }
      result={result}
      empty={{ title: t('staff.empty'), description: t('staff.emptyHint') }}
      table={{
        columns: useStaffColumns(actions),
        testId: 'staff-table',
        minWidth: 640,
        rowAttributes: (member) => ({ 'data-email': member.email }),
      }}
      card={(member) => <StaffCard member={member} {...actions} />}
      cardsTestId="staff-cards"
      tableFrom="sm"
    >
      <StaffInviteModal opened={inviteOpened} onClose={invite.close} />
      <StaffEditModal member={editing} onClose={() => setEditing(null)} />
      <StaffRemoveModal member={removing} onClose={() => setRemoving(null)} />
    </UnpagedListPage>
  );
}
