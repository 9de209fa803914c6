import './e-invoicing-texts';
import { Alert, Button, Group, Menu, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EINVOICE_FIRST_YEAR, type EInvoiceDocument, formatDateShort } from '@niaga/shared';
import { IconDownload, IconRefresh, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { LinkButton } from '../../ui/link-button';
import { BulkBar } from '../../ui/list-page/bulk-bar';
import { UnpagedListPage } from '../../ui/list-page/list-page';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import {
  downloadEInvoices,
  type EInvoiceMonthFilters,
  eInvoiceApi,
  eInvoiceKeys,
  eInvoiceMonthQuery,
  lastMonth,
} from './e-invoicing.api';
import { EInvoiceCard, useEInvoiceColumns } from './e-invoicing-columns';

const sendable = (d: EInvoiceDocument) =>
  d.kind !== 'agent_sale' && (d.status === 'not_issued' || d.status === 'invalid');

function MonthPicker({
  value,
  onChange,
}: {
  value: EInvoiceMonthFilters;
  onChange: (next: EInvoiceMonthFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: format.format(new Date(Date.UTC(2024, i, 1))),
  }));
  const current = new Date().getFullYear();
  const years = Array.from({ length: current - EINVOICE_FIRST_YEAR + 1 }, (_, i) => String(current - i));
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        label={t('eInvoicing.month')}
        data={months}
        value={String(value.month)}
        onChange={(month) => month && onChange({ ...value, month: Number(month) })}
        allowDeselect={false}
        w={150}
        data-testid="e-invoice-month"
      />
      <Select
        label={t('eInvoicing.year')}
        data={years}
        value={String(value.year)}
        onChange={(year) => year && onChange({ ...value, year: Number(year) })}
        allowDeselect={false}
        w={100}
        data-testid="e-invoice-year"
      />
    </Group>
  );
}

/** /e-invoicing: HQ issues a month's LHDN MyInvois e-invoices, sees what each needs and LHDN's answer. */
export function EInvoicingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const timeZone = useCurrentUser()?.company.timeZone;
  const fallback = lastMonth();
  const [filters, setFilters] = useUrlFilters((text) => {
    const year = Number(text('year'));
    const month = Number(text('month'));
    return {
      year: year >= EINVOICE_FIRST_YEAR && year <= 2100 ? year : fallback.year,
      month: month >= 1 && month <= 12 ? month : fallback.month,
    };
  });
  const period = { year: filters.year, month: filters.month };
  const result = useQuery(eInvoiceMonthQuery(period));
  const items = useQuery({ ...eInvoiceMonthQuery(period), select: (month) => month.items });
  const [selected, setSelected] = useState<EInvoiceDocument[]>([]);
  const [cancelling, setCancelling] = useState<EInvoiceDocument | null>(null);
  const [reason, setReason] = useState('');
  const refreshList = () => queryClient.invalidateQueries({ queryKey: eInvoiceKeys.all });
  const fail = (error: Error) => notifications.show({ color: 'red', message: error.message });

  const submit = useMutation({
    mutationFn: (numbers?: string[]) => eInvoiceApi.submit(period, numbers),
    onSuccess: async ({ message, data }) => {
      notifications.show({ color: 'teal', message });
      if (data.heldBack.length)
        notifications.show({ color: 'orange', message: t('eInvoicing.heldBack', { count: data.heldBack.length }) });
      setSelected([]);
      await refreshList();
    },
    onError: fail,
  });
  const refresh = useMutation({
    mutationFn: () => eInvoiceApi.refresh(period),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      await refreshList();
    },
    onError: fail,
  });
  const cancel = useMutation({
    mutationFn: (document: EInvoiceDocument) => eInvoiceApi.cancel(document.number, reason),
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'teal', message });
      setCancelling(null);
      setReason('');
      await refreshList();
    },
    onError: fail,
  });
  const download = useMutation({
    mutationFn: (format: 'xlsx' | 'csv' | 'json') => downloadEInvoices(period, format),
    onError: fail,
  });
  const columns = useEInvoiceColumns(setCancelling);
  const data = result.data;
  const noAdapter = data?.adapter === 'none';

  return (
    <UnpagedListPage
      header={
        <>
          <PageHeader
            title={t('eInvoicing.title')}
            subtitle={t('eInvoicing.subtitle')}
            actions={
              <Group gap="xs" align="flex-end" wrap="wrap">
                <MonthPicker
                  value={period}
                  onChange={(next) => {
                    setSelected([]);
                    setFilters(next);
                  }}
                />
                <Button
                  leftSection={<IconSend size={16} />}
                  onClick={() => submit.mutate(undefined)}
                  loading={submit.isPending && submit.variables === undefined}
                  disabled={noAdapter || !data?.items.some(sendable)}
                  data-testid="e-invoice-issue-month"
                >
                  {t('eInvoicing.issueMonth')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => refresh.mutate()}
                  loading={refresh.isPending}
                  disabled={noAdapter}
                >
                  {t('eInvoicing.refresh')}
                </Button>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button
                      variant="default"
                      leftSection={<IconDownload size={16} />}
                      loading={download.isPending}
                      data-testid="e-invoice-export"
                    >
                      {t('eInvoicing.export')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => download.mutate('xlsx')}>{t('eInvoicing.exportXlsx')}</Menu.Item>
                    <Menu.Item onClick={() => download.mutate('csv')}>{t('eInvoicing.exportCsv')}</Menu.Item>
                    <Menu.Item onClick={() => download.mutate('json')}>{t('eInvoicing.exportJson')}</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            }
          />
          {noAdapter && (
            <Alert color="orange" data-testid="e-invoice-no-adapter">
              <Group justify="space-between" gap="xs">
                {t('eInvoicing.noAdapter')}
                <LinkButton to="/integration" size="xs" variant="light">
                  {t('eInvoicing.connect')}
                </LinkButton>
              </Group>
            </Alert>
          )}
          {data && (
            <Stack gap={4}>
              {data.adapter === 'sandbox' && (
                <Alert color="blue" variant="light" data-testid="e-invoice-sandbox">
                  {t('eInvoicing.sandbox')}
                </Alert>
              )}
              {data.items.some((d) => d.kind === 'consolidated') && (
                <Alert color="gray" variant="light">
                  {t('eInvoicing.consolidatedDue', {
                    date: formatDateShort(`${data.consolidatedDueOn}T12:00:00Z`, timeZone),
                  })}
                </Alert>
              )}
            </Stack>
          )}
        </>
      }
      bulkBar={
        <BulkBar
          count={selected.length}
          hint={t('eInvoicing.selectHint')}
          selectedLabel={t('eInvoicing.selected', { count: selected.length })}
        >
          {(buttonProps) => (
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              {...buttonProps}
              disabled={buttonProps.disabled || noAdapter}
              loading={submit.isPending && submit.variables !== undefined}
              onClick={() => submit.mutate(selected.map((d) => d.number))}
              data-testid="e-invoice-submit-selected"
            >
              {t('eInvoicing.submitSelected')}
            </Button>
          )}
        </BulkBar>
      }
      result={items}
      empty={{ title: t('eInvoicing.empty'), description: t('eInvoicing.emptyHint') }}
      table={{
        columns,
        testId: 'e-invoice-table',
        minWidth: 960,
        rowKey: (d) => d.number,
        rowAttributes: (d) => ({ 'data-number': d.number, 'data-testid': 'e-invoice-row' }),
        cardAttributes: (d) => ({ 'data-number': d.number, 'data-testid': 'e-invoice-card' }),
        selection: {
          selected,
          onChange: (next) => setSelected(next.filter(sendable)),
          label: (d) => d.number,
          checkboxProps: (d) => ({ disabled: !sendable(d), 'data-testid': 'e-invoice-select' }),
        },
      }}
      card={(d) => <EInvoiceCard document={d} onCancel={setCancelling} />}
      cardsTestId="e-invoice-cards"
      skeletonRows={6}
    >
      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('eInvoicing.cancelTitle', { number: cancelling?.number ?? '' })}
        centered
      >
        <Stack>
          <Textarea
            label={t('eInvoicing.cancelReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            required
            data-testid="e-invoice-cancel-reason"
          />
          <Group justify="flex-end">
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={cancel.isPending}
              onClick={() => cancelling && cancel.mutate(cancelling)}
              data-testid="e-invoice-cancel-confirm"
            >
              {t('eInvoicing.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </UnpagedListPage>
  );
}
