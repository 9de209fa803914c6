import './couriers-texts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Branch } from '@niaga/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../app/confirm-modal';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { addressText } from '../../lib/address-text';
import { PageHeader } from '../../ui/page-header';
import { PhoneNumber } from '../../ui/phone-number';
import { BranchFormModal } from './branch-form-modal';
import { branchesQuery, companyFeaturesQuery, courierKeys, couriersApi } from './couriers.api';
import { COURIER_ACCESS } from './couriers.routes';
import { useCourierUi } from './use-courier-ui';

const addressOf = (branch: Branch) => addressText(branch);

/** Company › Branches: HQ's branches (pickup locations); the self-pickup switch itself is on /company/features. */
export function BranchesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { allowed: canEdit } = useCourierUi(COURIER_ACCESS.hqOnly);
  const { data: branches, error, isPending, refetch } = useQuery(branchesQuery());
  const features = useQuery(companyFeaturesQuery());
  const [editing, setEditing] = useState<Branch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={t('branches.title')}
        subtitle={t('branches.subtitle')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} data-testid="branch-add">
              {t('branches.add')}
            </Button>
          )
        }
      />
      {features.data && (
        <Card withBorder radius="lg" data-testid="self-pickup-state">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{features.data.selfPickup ? t('branches.pickupOn') : t('branches.pickupOff')}</Text>
            <Anchor component={Link} to="/company/features" size="sm">
              {t('branches.pickupWhere')}
            </Anchor>
          </Group>
        </Card>
      )}
      {isPending && <SkeletonBlock rows={4} />}
      {error && <ErrorState message={error.message} onRetry={() => void refetch()} />}
      {branches && branches.length === 0 && <EmptyList title={t('branches.empty')} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {branches?.map((branch) => (
          <Card key={branch.id} withBorder radius="lg" padding="md" data-branch={branch.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {branch.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {branch.isMain && <Badge variant="light">{t('branches.main')}</Badge>}
                  {branch.selfPickup && (
                    <Badge color="teal" variant="light">
                      {t('branches.pickupBadge')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="sm" c={addressOf(branch) ? undefined : 'dimmed'}>
                {addressOf(branch) || t('branches.noAddress')}
              </Text>
              {branch.phone && <PhoneNumber number={branch.phone} />}
              {branch.pickupHours && (
                <Text size="sm" c="dimmed">
                  {t('branches.pickupHours')}: {branch.pickupHours}
                </Text>
              )}
              {canEdit && (
                <Group gap={4} justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(branch)}
                  >
                    {t('branches.edit')}
                  </Button>
                  {!branch.isMain && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setDeleting(branch)}
                    >
                      {t('branches.delete')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <BranchFormModal branch={editing} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={!!deleting}
        title={t('branches.deleteTitle')}
        message={t('branches.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('branches.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          const { message } = await couriersApi.removeBranch(deleting.id);
          notifications.show({ color: 'teal', message });
          await queryClient.invalidateQueries({ queryKey: courierKeys.branches() });
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
