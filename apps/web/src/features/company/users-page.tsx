import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { StaffMember } from '@niaga/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { staffListQuery } from './staff.api';
import { StaffCards } from './staff-cards';
import { StaffEditModal } from './staff-edit-modal';
import { StaffInviteModal } from './staff-invite-modal';
import { StaffRemoveModal } from './staff-remove-modal';
import { StaffTable } from './staff-table';

/** Company › Users & permissions: HQ (and staff with add_user) manage staff users. */
export function UsersPage() {
  const { t } = useTranslation();
  const { data: items, error, isPending, refetch } = useQuery(staffListQuery());
  const [inviteOpened, invite] = useDisclosure(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const inviteButton = (
    <Button leftSection={<IconUserPlus size={18} />} onClick={invite.open} data-testid="staff-invite-open">
      {t('staff.invite')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('staff.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('staff.subtitle')}
          </Text>
        </div>
        {inviteButton}
      </Group>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        {isPending && <SkeletonBlock rows={5} />}
        {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
        {items && items.length === 0 && <EmptyList title={t('staff.empty')} description={t('staff.emptyHint')} />}
        {items && items.length > 0 && (
          <>
            <Box visibleFrom="sm">
              <StaffTable items={items} onEdit={setEditing} onRemove={setRemoving} />
            </Box>
            <Box hiddenFrom="sm">
              <StaffCards items={items} onEdit={setEditing} onRemove={setRemoving} />
            </Box>
          </>
        )}
      </Card>
      <StaffInviteModal opened={inviteOpened} onClose={invite.close} />
      <StaffEditModal member={editing} onClose={() => setEditing(null)} />
      <StaffRemoveModal member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
