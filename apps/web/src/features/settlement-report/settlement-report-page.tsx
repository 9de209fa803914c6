import './settlement-texts';
import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { SETTLEMENT_STATUSES, type SettlementPaymentRow, type SettlementStatus } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { DateRangeField } from '../../app/date-field';
import { ExportButton } from '../../ui/export-button';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { DAY, oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { defaultPeriod, ReportStats, useReportDate } from '../reporting';
import { DailyTable } from './daily-table';
import { RecordSettlementModal } from './record-settlement-modal';
import { companyMoneyBalanceQuery, settlementReportQuery } from './settlement.api';

const COLORS: Record<SettlementStatus, string> = {
  awaiting: 'gray',
  failed: 'red',
  pending: 'orange',
  settled: 'teal',
  refunded: 'grape',
};

/** /settlement-report: gateway collections per day, fees, net, settled to the bank and pending (spec §7). */
export function SettlementReportPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useReportDate();
  const timeZone = useCurrentUser()?.company.timeZone;
  const [raw, setRaw] = useUrlFilters((text) => ({
    from: text('from'),
    to: text('to'),
    status: oneOf(SETTLEMENT_STATUSES, text('status')),
    provider: text('provider'),
  }));
  const period =
    raw.from && raw.to && DAY.test(raw.from) && DAY.test(raw.to)
      ? { from: raw.from, to: raw.to }
      : defaultPeriod(timeZone);
  const filters = { ...period, status: raw.status, provider: raw.provider };
  const report = useQuery(settlementReportQuery({ ...filters, page: raw.page }));
  const list = useQuery({ ...settlementReportQuery({ ...filters, page: raw.page }), select: (data) => data.list });
  const summary = useQuery({
    ...settlementReportQuery({ ...filters, page: raw.page }),
    select: (data) => data.summary,
  });
  const balance = useQuery(companyMoneyBalanceQuery());
  const [selected, setSelected] = useState<SettlementPaymentRow[]>([]);
  const [recording, setRecording] = useState(false);
  const change = (patch: Partial<typeof raw>) => {
    setSelected([]);
    setRaw({ ...patch, page: 1 });
  };
  const status = (value: SettlementStatus) => (
    <Badge color={COLORS[value]} variant="light">
      {t(`settlement.status.${value}`)}
    </Badge>
  );
  const columns: ListColumn<SettlementPaymentRow>[] = [
    {
      accessor: 'paidAt',
      title: t('settlement.col.paidAt'),
      render: (row) => <TwoLines main={date(row.paidAt ?? row.createdAt)} sub={row.providerRef ?? '—'} />,
    },
    {
      accessor: 'orderReferenceNo',
      title: t('settlement.col.order'),
      render: (row) => <TwoLines main={row.orderReferenceNo ?? t('settlement.topup')} sub={row.payer} />,
    },
    {
      accessor: 'provider',
      title: t('settlement.col.provider'),
      render: (row) => <TwoLines main={row.provider} sub={row.payType} />,
    },
    { accessor: 'amount', title: t('settlement.col.amount'), textAlign: 'right', render: (row) => money(row.amount) },
    { accessor: 'fee', title: t('settlement.col.fee'), textAlign: 'right', render: (row) => money(row.fee) },
    { accessor: 'net', title: t('settlement.col.net'), textAlign: 'right', render: (row) => money(row.net) },
    {
      accessor: 'status',
      title: t('settlement.col.status'),
      render: (row) =>
        row.bankReference ? (
          <TwoLines main={status(row.status)} sub={`${row.bankReference} · ${row.settledOn}`} />
        ) : (
          status(row.status)
        ),
    },
  ];
  return (
    <ListPage
      header={
        <Stack gap="md">
          <PageHeader
            title={t('settlement.title')}
            subtitle={t('settlement.subtitle')}
            actions={<ExportButton source="settlement" filters={filters} />}
          />
          {balance.data && (
            <Card withBorder radius="md" p="sm" data-testid="company-balance">
              <Text size="xs" c="dimmed">
                {t('settlement.balance')}
              </Text>
              <Text size="sm" fw={600}>
                {t('settlement.balanceLine', {
                  collected: money(balance.data.collected),
                  fees: money(balance.data.fees),
                  settled: money(balance.data.settled),
                  pending: money(balance.data.pending),
                })}
              </Text>
            </Card>
          )}
          <ReportStats
            result={summary}
            stats={(data) => [
              {
                label: t('settlement.stat.collected'),
                value: money(data.collected),
                hint: t('settlement.stat.payments', { count: data.payments }),
                testId: 'stat-collected',
              },
              {
                label: t('settlement.stat.net'),
                value: money(data.net),
                hint: t('settlement.stat.fees', { fees: money(data.fees) }),
                testId: 'stat-net',
              },
              { label: t('settlement.stat.settled'), value: money(data.settled), testId: 'stat-settled' },
              { label: t('settlement.stat.pending'), value: money(data.pending), testId: 'stat-pending' },
            ]}
          />
          {!report.isError && <DailyTable days={report.data?.days} />}
        </Stack>
      }
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateRangeField
            label={t('settlement.filter.period')}
            value={period}
            onChange={(range) => change({ from: range.from, to: range.to })}
            data-testid="settlement-period"
          />
          <Select
            label={t('settlement.filter.status')}
            placeholder={t('settlement.filter.all')}
            data={SETTLEMENT_STATUSES.map((value) => ({ value, label: t(`settlement.status.${value}`) }))}
            value={raw.status ?? null}
            onChange={(value) => change({ status: (value ?? undefined) as SettlementStatus | undefined })}
            clearable
            data-testid="settlement-status"
          />
          <Select
            label={t('settlement.filter.provider')}
            placeholder={t('settlement.filter.all')}
            data={report.data?.providers ?? []}
            value={raw.provider ?? null}
            onChange={(value) => change({ provider: value ?? undefined })}
            clearable
            data-testid="settlement-provider"
          />
          <Button disabled={selected.length === 0} onClick={() => setRecording(true)} data-testid="record-open">
            {t('settlement.record', { count: selected.length })}
          </Button>
        </Group>
      }
      result={list}
      onPage={(page) => {
        setSelected([]);
        setRaw({ page });
      }}
      empty={{ title: t('settlement.empty'), description: t('settlement.emptyHint') }}
      table={{
        columns,
        testId: 'settlement-table',
        minWidth: 900,
        rowAttributes: (row) => ({ 'data-payment': row.providerRef ?? row.id, 'data-status': row.status }),
        selection: {
          selected,
          onChange: (rows) => setSelected(rows.filter((row) => row.status === 'pending')),
          label: (row) => t('settlement.select', { ref: row.orderReferenceNo ?? row.providerRef ?? row.id }),
          checkboxProps: (row) => ({ 'data-testid': 'select-payment', disabled: row.status !== 'pending' }),
          allCheckboxProps: { 'aria-label': t('settlement.selectPage'), 'data-testid': 'select-all-payments' },
          allLabel: t('settlement.selectPage'),
        },
      }}
      card={(row) => (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <TwoLines
              main={row.orderReferenceNo ?? t('settlement.topup')}
              sub={`${row.provider} · ${date(row.paidAt ?? row.createdAt)}`}
            />
            <Text fw={700} size="sm">
              {money(row.net)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {money(row.amount)} − {money(row.fee)}
            </Text>
            {status(row.status)}
          </Group>
        </Stack>
      )}
      cardsTestId="settlement-cards"
    >
      <RecordSettlementModal
        payments={selected}
        opened={recording}
        onClose={() => setRecording(false)}
        onDone={() => {
          setRecording(false);
          setSelected([]);
        }}
      />
    </ListPage>
  );
}
