import './network-texts';
import { Badge, Drawer, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { formatDateShort, type TreeNode } from '@niaga/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { ErrorState } from '../../app/page-states';
import { Info } from '../../ui/info';
import { LinkButton } from '../../ui/link-button';
import { useMoney } from '../../ui/money';
import { PhoneNumber } from '../../ui/phone-number';
import { detailsPath } from './agent-columns';
import { agentDetailQuery } from './network.api';
import { StatusBadge } from './network-ui';
import { salesLabel } from './tree-state';

/**
 * The selected agent's details in a drawer beside the family tree: its tree figures at once, then its contact
 * and upline from the agent's details (not for the signed-in agent itself: the API answers those only for the
 * downline), and a link to the full details page.
 */
export function TreeNodePanel({
  node,
  asOf,
  onClose,
}: {
  node: TreeNode | null;
  asOf: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const user = useCurrentUser();
  const isSelf = !!node && node.id === user?.id;
  const detail = useQuery({ ...agentDetailQuery(node?.id ?? ''), enabled: !!node && !isSelf });

  return (
    <Drawer
      opened={!!node}
      onClose={onClose}
      position="right"
      size="min(420px, 100%)"
      title={node?.name}
      closeButtonProps={{ 'aria-label': t('network.tree.close') }}
      styles={{ title: { fontWeight: 700, overflowWrap: 'anywhere' } }}
    >
      {node && (
        <Stack gap="md" data-testid="tree-panel" data-node-id={node.id}>
          <Group gap={6}>
            {node.level && (
              <Badge variant="outline" tt="none">
                {node.level}
              </Badge>
            )}
            <StatusBadge status={node.status} />
            {isSelf && (
              <Badge variant="light" color="gray" tt="none">
                {t('network.tree.you')}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={2} spacing="md">
            <Info
              label={t('network.col.downline')}
              value={`${node.downlineCount} (${t('network.tree.direct', { count: node.directCount })})`}
            />
            <Info label={t(salesLabel(asOf))} value={money(node.monthSales)} />
          </SimpleGrid>
          {!isSelf && detail.isPending && <Skeleton h={96} radius="md" />}
          {!isSelf && detail.error && (
            <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
          )}
          {!isSelf && detail.data && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="tree-panel-detail">
              <Info label={t('network.col.upline')} value={detail.data.upline?.name ?? t('network.hq')} />
              <Info label={t('network.col.joined')} value={formatDateShort(detail.data.joinedAt)} />
              <Info label={t('field.email')} value={detail.data.email} />
              <Info
                label={t('field.phoneNumber')}
                value={detail.data.phone && <PhoneNumber number={detail.data.phone} />}
              />
            </SimpleGrid>
          )}
          {!isSelf && (
            <LinkButton
              to={detailsPath(node.id)}
              variant="light"
              icon={IconExternalLink}
              w="fit-content"
              data-testid="tree-panel-open"
            >
              {t('network.tree.openDetails')}
            </LinkButton>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
