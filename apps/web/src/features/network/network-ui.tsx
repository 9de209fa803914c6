import './network-texts';
import { Badge, type BadgeProps } from '@mantine/core';
import type { AGENT_STATUSES } from '@niaga/shared';
import { useTranslation } from 'react-i18next';

export type AgentStatus = (typeof AGENT_STATUSES)[number];

const STATUS_COLOR: Record<AgentStatus, string> = {
  new: 'blue',
  active: 'teal',
  inactive: 'gray',
  suspended: 'red',
};

export function StatusBadge({ status, ...props }: { status: AgentStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" data-status={status} {...props}>
      {t(`network.status.${status}`)}
    </Badge>
  );
}
