import { Badge, Button, Group, Text } from '@mantine/core';
import { formatDateShort, type StaffMember } from '@niaga/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../ui/icon-action';
import { actionsColumn, type ListColumn } from '../../ui/list-page/data-table';

export type StaffActions = { onEdit: (member: StaffMember) => void; onRemove: (member: StaffMember) => void };

function NameAndEmail({ member, truncate }: { member: StaffMember; truncate?: boolean }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" truncate={truncate}>
        {member.name}
      </Text>
      <Text c="dimmed" size="xs" truncate={truncate}>
        {member.email}
      </Text>
    </div>
  );
}

function Permissions({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {member.permissions.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('staff.noPermissions')}
        </Text>
      )}
      {member.permissions.map((permission) => (
        <Badge key={permission} variant="light" size="sm" tt="none">
          {t(`permission.${permission}`)}
        </Badge>
      ))}
    </Group>
  );
}

function InvitationBadge({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Badge color={member.invitationPending ? 'orange' : 'teal'} variant="dot" tt="none" style={{ flexShrink: 0 }}>
      {member.invitationPending ? t('staff.pending') : t('staff.active')}
    </Badge>
  );
}

/** Staff users on wide screens: name and e-mail, permissions, invitation status, added, edit and remove. */
export function useStaffColumns({ onEdit, onRemove }: StaffActions): ListColumn<StaffMember>[] {
  const { t } = useTranslation();
  return [
    { accessor: 'name', title: t('field.name'), render: (member) => <NameAndEmail member={member} /> },
    { accessor: 'permissions', title: t('staff.permissions'), render: (member) => <Permissions member={member} /> },
    { accessor: 'status', title: t('staff.status'), render: (member) => <InvitationBadge member={member} /> },
    { accessor: 'createdAt', title: t('staff.added'), render: (member) => formatDateShort(member.createdAt) },
    {
      ...actionsColumn<StaffMember>(t('common.actions'), (member) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            label={t('staff.editPermissions')}
            variant="subtle"
            onClick={() => onEdit(member)}
            icon={<IconPencil size={16} />}
          />
          <IconAction
            label={t('staff.remove')}
            variant="subtle"
            color="red"
            onClick={() => onRemove(member)}
            icon={<IconTrash size={16} />}
          />
        </Group>
      )),
      width: 90,
    },
  ];
}

/** A staff user on a phone: name, status, permissions, then the date and the buttons. */
export function StaffCard({ member, onEdit, onRemove }: StaffActions & { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <NameAndEmail member={member} truncate />
        <InvitationBadge member={member} />
      </Group>
      <Permissions member={member} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('staff.added')}: {formatDateShort(member.createdAt)}
        </Text>
        <Group gap={4}>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPencil size={14} />}
            onClick={() => onEdit(member)}
          >
            {t('staff.editPermissions')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onRemove(member)}
            aria-label={t('staff.remove')}
          >
            <IconTrash size={14} />
          </Button>
        </Group>
      </Group>
    </>
  );
}
