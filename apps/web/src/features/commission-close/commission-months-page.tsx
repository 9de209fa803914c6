import './commission-close-texts';
import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CommissionMonth, type CommissionMonths, formatDateTime, type MonthCloseResult } from '@niaga/shared';
import { IconCalendarCheck, IconCheck, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { useCurrentUser } from '../../app/current-user';
import { ErrorAlert } from '../../app/error-alert';
import { ErrorState, SkeletonBlock } from '../../app/page-states';
import { api } from '../../lib/api-client';
import { actionsColumn, ListCards, ListTable, type TableSpec } from '../../ui/list-page/data-table';
import { useMoney } from '../../ui/money';
import { closeMonth, commissionMonthKeys, commissionMonthsQuery } from './commission-close.api';

/** "2026-10" → "October 2026" in the user's language. */
function useMonthName() {
  const { i18n } = useTranslation();
  return (month: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
}

/** /commission-payout/months: HQ closes commission months (by hand, or lets the job do it on a chosen day). */
export function CommissionMonthsPage() {
  const { t } = useTranslation();
  const months = useQuery(commissionMonthsQuery());
  const [closing, setClosing] = useState<string | null>(null);
  const [result, setResult] = useState<{ message: string; data: MonthCloseResult } | null>(null);
  const queryClient = useQueryClient();
  const monthName = useMonthName();

  const confirmClose = async () => {
    if (!closing) return;
    const answer = await closeMonth(closing);
    setResult(answer);
    await queryClient.invalidateQueries({ queryKey: ['commission'] });
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={2}>{t('commissionClose.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('commissionClose.intro')}
        </Text>
      </div>
      {months.isPending ? (
        <SkeletonBlock rows={5} />
      ) : months.isError ? (
        <ErrorState message={months.error.message} onRetry={() => void months.refetch()} />
      ) : (
        <>
          <AutoCloseCard day={months.data.autoCloseDay} />
          {result && <CloseResult message={result.message} data={result.data} onClose={() => setResult(null)} />}
          <MonthList months={months.data.months} onClose={setClosing} />
        </>
      )}
      <ConfirmModal
        opened={closing !== null}
        title={t('commissionClose.confirmTitle', { month: closing ? monthName(closing) : '' })}
        message={t('commissionClose.confirmMessage')}
        confirmLabel={t('commissionClose.close')}
        onConfirm={confirmClose}
        onClose={() => setClosing(null)}
        testId="close-month-confirm"
      />
    </Stack>
  );
}

function MonthList({ months, onClose }: { months: CommissionMonth[]; onClose: (month: string) => void }) {
  const { t } = useTranslation();
  // One of table and cards at a time: the rows' test ids (month-…, close-…) are the same in both.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const monthName = useMonthName();
  const timeZone = useCurrentUser()?.company.timeZone;
  const status = (month: CommissionMonth) =>
    month.status === 'closed' ? (
      <Badge color="teal" variant="light" leftSection={<IconLock size={12} />} tt="none">
        {t('commissionClose.status.closed')}
      </Badge>
    ) : (
      <Badge color="blue" variant="light" tt="none">
        {t('commissionClose.status.open')}
      </Badge>
    );
  const closedBy = (month: CommissionMonth) =>
    month.closedAt
      ? t('commissionClose.closedAtBy', {
          at: formatDateTime(month.closedAt, timeZone),
          by: month.closedByName ?? t('commissionClose.system'),
        })
      : month.canClose
        ? t('commissionClose.ready')
        : month.ended
          ? t('commissionClose.earlierFirst')
          : t('commissionClose.inProgress');
  const action = (month: CommissionMonth) =>
    month.canClose ? (
      <Button
        size="xs"
        leftSection={<IconCalendarCheck size={14} />}
        onClick={() => onClose(month.month)}
        data-testid={`close-${month.month}`}
      >
        {t('commissionClose.close')}
      </Button>
    ) : null;
  const spec: TableSpec<CommissionMonth> = {
    columns: [
      {
        accessor: 'month',
        title: t('commissionClose.month'),
        cellStyle: { fontWeight: 600 },
        render: (month) => monthName(month.month),
      },
      { accessor: 'status', title: t('commissionClose.statusLabel'), render: status },
      {
        accessor: 'closing',
        title: t('commissionClose.closing'),
        render: (month) => (
          <Text size="sm" c="dimmed">
            {closedBy(month)}
          </Text>
        ),
      },
      { ...actionsColumn(t('common.actions'), action), textAlign: 'right' },
    ],
    testId: 'commission-months',
    minWidth: 640,
    rowKey: (month) => month.month,
    rowAttributes: (month) => ({ 'data-testid': `month-${month.month}` }),
  };
  if (phone)
    return (
      <ListCards
        items={months}
        spec={spec}
        testId="commission-month-cards"
        card={(month) => (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{monthName(month.month)}</Text>
              {status(month)}
            </Group>
            <Text size="sm" c="dimmed">
              {closedBy(month)}
            </Text>
            {month.canClose && <Group>{action(month)}</Group>}
          </>
        )}
      />
    );
  return (
    <Card withBorder padding={0}>
      <ListTable items={months} spec={spec} />
    </Card>
  );
}

function CloseResult({ message, data, onClose }: { message: string; data: MonthCloseResult; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Alert
      color="teal"
      icon={<IconCheck />}
      title={message}
      withCloseButton
      onClose={onClose}
      data-testid="close-result"
    >
      <Text size="sm" mb="xs">
        {t('commissionClose.resultAgents', { agents: data.agents, ranked: data.ranked })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {data.totals.map((total) => (
          <div key={total.type}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`commissionClose.type.${total.type}`)}
            </Text>
            <Text fw={600}>{money(total.amount)}</Text>
            <Text size="xs" c="dimmed">
              {t('commissionClose.entries', { count: total.count })}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Alert>
  );
}

const DAYS = Array.from({ length: 28 }, (_, index) => String(index + 1));

function AutoCloseCard({ day }: { day: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string>(day === null ? 'manual' : String(day));
  const save = useMutation({
    mutationFn: () =>
      api.send<CommissionMonths>('/commission/auto-close', {
        day: chosen === 'manual' ? null : Number(chosen),
      }),
    onSuccess: (answer) => queryClient.setQueryData(commissionMonthKeys.all, answer.data),
  });
  const options = [
    { value: 'manual', label: t('commissionClose.byHand') },
    ...DAYS.map((value) => ({ value, label: t('commissionClose.onDay', { day: value }) })),
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Text fw={600}>{t('commissionClose.autoTitle')}</Text>
        <Group align="end" gap="sm">
          <Select
            label={t('commissionClose.autoLabel')}
            data={options}
            value={chosen}
            onChange={(value) => {
              save.reset();
              setChosen(value ?? 'manual');
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 280 }}
            data-testid="auto-close-day"
          />
          <Button
            variant="light"
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={chosen === (day === null ? 'manual' : String(day))}
          >
            {t('commissionClose.save')}
          </Button>
        </Group>
        {save.isSuccess && (
          <Text size="sm" c="teal">
            {save.data.message}
          </Text>
        )}
        <ErrorAlert error={save.error} />
      </Stack>
    </Card>
  );
}
