import './network-texts';
import { Badge, type BadgeProps, Text } from '@mantine/core';
import { type AGENT_STATUSES, type Currency, formatMoney, type UserDetail } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../auth/auth.api';

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

/** The signed-in user (already cached by the route guard). */
export function useCurrentUser(): UserDetail | undefined {
  return useQuery(currentUserQuery()).data;
}

/** Formats sen in the company's currency (spec §1: RM with 2 decimals, Rp with 0). */
export function useMoney(): (sen: number) => string {
  const currency: Currency = useCurrentUser()?.company.currency ?? 'MYR';
  return (sen: number) => formatMoney(Math.round(sen), currency);
}

export function isHqSide(user: UserDetail | undefined): boolean {
  return user?.role === 'hq' || user?.role === 'staff';
}

/** A label over a value, for detail pages and cards. */
export function Info({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Text>
    </div>
  );
}
