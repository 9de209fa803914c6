import { Alert, Badge, Card, Group, Select, Text } from '@mantine/core';
import { type CommissionEntryStatus, type CommissionType, commissionTypeOf, formatMoney } from '@niaga/shared';
import { IconArrowLeft, IconUser } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { LinkButton } from '../../ui/link-button';
import type { ListColumn } from '../../ui/list-page/data-table';

/** The commission types in the order the detail tabs show them (the spec's four first). */
export const DETAIL_TYPES: CommissionType[] = [
  'sales_profit',
  'overriding',
  'helper',
  'affiliate',
  'store_profit',
  'introducer',
  'personal_level',
  'performance',
  'leadership',
];
/** A `type` from the address: the ledger's spelling, or an old one (`sale-profit`) from a saved link. */
export const detailTypeFromUrl = (value: string | null | undefined): CommissionType | null => commissionTypeOf(value);
export const isMonth = (value: string | undefined): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * Where the commission screens live: an agent's own under /commission, HQ's view of an agent under
 * /commission-payout with `agentId` (the same components, spec §2).
 */
export function commissionPaths(agentId?: string) {
  const withAgent = (path: string, query: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    if (agentId) params.set('agentId', agentId);
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  const hq = agentId !== undefined;
  return {
    home: hq ? '/commission-payout' : '/commission',
    details: (type: CommissionType, month?: string) =>
      withAgent(hq ? '/commission-payout/details' : '/commission/details', { type, month }),
    statement: (month?: string) =>
      withAgent(hq ? '/commission-payout/income-statement' : '/income-statement', { month }),
    check: (id: string) =>
      hq
        ? `/commission-payout/check-calculation?id=${encodeURIComponent(id)}`
        : `/check-calculation?id=${encodeURIComponent(id)}`,
  };
}

/** "2026-11" of today in the browser (the API answers the company's own open month where it matters). */
export function monthNow(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export function shiftMonth(month: string, by: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNo - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "November 2026" in the page's language. */
export function useMonthLabel() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/** A select of the last 24 months (newest first), optionally with "All months". */
export function MonthSelect({
  value,
  onChange,
  allowAll,
  testId,
  label: fieldLabel,
}: {
  value: string | undefined;
  onChange: (month: string | undefined) => void;
  allowAll?: boolean;
  testId?: string;
  /** The field's label; "Month" when not given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const label = useMonthLabel();
  const current = monthNow();
  const months = Array.from({ length: 24 }, (_, index) => shiftMonth(current, -index));
  if (value && !months.includes(value)) months.push(value);
  const data = [
    ...(allowAll ? [{ value: 'all', label: t('commission.allMonths') }] : []),
    ...months.map((month) => ({ value: month, label: label(month) })),
  ];
  return (
    <Select
      label={fieldLabel ?? t('commission.month')}
      data={data}
      value={value ?? (allowAll ? 'all' : current)}
      onChange={(next) => onChange(!next || next === 'all' ? undefined : next)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const STATUS_COLOR: Record<CommissionEntryStatus, string> = {
  pending: 'yellow',
  payable: 'teal',
  paid: 'blue',
  reversed: 'gray',
};

export function EntryStatusBadge({ status }: { status: CommissionEntryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-status={status}>
      {t(`commission.status.${status}`)}
    </Badge>
  );
}

export function MonthStatusBadge({ status }: { status: 'open' | 'closed' }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'closed' ? 'gray' : 'yellow'} variant="light" size="sm">
      {t(`commission.monthStatus.${status}`)}
    </Badge>
  );
}

/** Sen in the view's currency; negatives with a minus. */
export const money = (sen: number, currency: 'MYR' | 'IDR') => formatMoney(Math.round(sen), currency);

/** HQ's screens name the agent they are about. */
export function AgentBanner({ agent }: { agent: { name: string; levelName: string | null } }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" icon={<IconUser size={18} />} p="sm" data-testid="commission-agent">
      <Group gap="xs">
        <Text size="sm">{t('commission.viewingAgent')}</Text>
        <Text size="sm" fw={700}>
          {agent.name}
        </Text>
        {agent.levelName && (
          <Badge variant="outline" size="sm">
            {agent.levelName}
          </Badge>
        )}
      </Group>
    </Alert>
  );
}

/** HQ's page of a commission view: the same view, about the agent in the address (`agentId`). */
export function hqPage(View: ComponentType<{ agentId?: string }>) {
  return function HqPage() {
    const [params] = useSearchParams();
    const agentId = params.get('agentId')?.trim() ?? '';
    // Without an agent there is nothing to show: HQ picks one on the agents' list.
    if (!agentId) return <Navigate to="/commission-payout" replace />;
    return <View agentId={agentId} />;
  };
}

/** A right-aligned column of amounts (or other figures) in a commission table. */
export const figureColumn = <T,>(
  accessor: string,
  title: ReactNode,
  render: (row: T) => ReactNode,
  more?: Partial<ListColumn<T>>,
): ListColumn<T> => ({ accessor, title, textAlign: 'right', render, ...more });

/** A commission screen's one query: a card of skeleton rows while loading, the error with a retry, then the data. */
export function QueryView<T>({ result, children }: { result: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (result.isPending)
    return (
      <Card withBorder radius="lg">
        <SkeletonBlock rows={8} />
      </Card>
    );
  if (result.error && !result.data)
    return <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />;
  return result.data ? children(result.data) : null;
}

/** "Back" to the commission home: the agent's own, or HQ's when the screen is about an agent. */
export function BackHome({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={commissionPaths(agentId).home} variant="default" icon={IconArrowLeft}>
      {agentId ? t('commission.hq.back') : t('commission.back')}
    </LinkButton>
  );
}

/** The small capitals over a figure or a title ("THIS MONTH", "SALES PROFIT"). */
export function Overline({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {children}
    </Text>
  );
}
