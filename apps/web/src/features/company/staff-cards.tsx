import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateShort, type StaffMember } from '@niaga/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { items: StaffMember[]; onEdit: (member: StaffMember) => void; onRemove: (member: StaffMember) => void };

/** The staff list on phones: one card per user instead of a table that scrolls sideways. */
export function StaffCards({ items, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="staff-cards">
      {items.map((member) => (
        <Card key={member.id} withBorder radius="md" padding="sm" data-email={member.email}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {member.name}
                </Text>
                <Text c="dimmed" size="xs" truncate>
                  {member.email}
                </Text>
              </div>
              <Badge
                color={member.invitationPending ? 'orange' : 'teal'}
                variant="dot"
                tt="none"
                style={{ flexShrink: 0 }}
              >
                {member.invitationPending ? t('staff.pending') : t('staff.active')}
              </Badge>
            </Group>
            <Group gap={4}>
              {member.permissions.map((permission) => (
                <Badge key={permission} variant="light" size="sm" tt="none">
                  {t(`permission.${permission}`)}
                </Badge>
              ))}
              {member.permissions.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('staff.noPermissions')}
                </Text>
              )}
            </Group>
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
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
