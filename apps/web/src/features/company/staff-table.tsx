import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatDateShort, type StaffMember } from '@niaga/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { items: StaffMember[]; onEdit: (member: StaffMember) => void; onRemove: (member: StaffMember) => void };

export function StaffTable({ items, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="staff-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('field.name')}</Table.Th>
            <Table.Th>{t('staff.permissions')}</Table.Th>
            <Table.Th>{t('staff.status')}</Table.Th>
            <Table.Th>{t('staff.added')}</Table.Th>
            <Table.Th w={90} aria-label={t('common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((member) => (
            <Table.Tr key={member.id} data-email={member.email}>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {member.name}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {member.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Badge color={member.invitationPending ? 'orange' : 'teal'} variant="dot" tt="none">
                  {member.invitationPending ? t('staff.pending') : t('staff.active')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateShort(member.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('staff.editPermissions')}>
                    <ActionIcon variant="subtle" onClick={() => onEdit(member)} aria-label={t('staff.editPermissions')}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('staff.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(member)}
                      aria-label={t('staff.remove')}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
