import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedState } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  calendarDay,
  type OperatorInvoiceView,
  operatorBankTransfer,
  operatorInvoiceIssue,
  operatorInvoiceVoid,
} from '@niaga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '../../app/date-field';
import { applyServerErrors, fieldError } from '../../lib/form';
import { ModalForm } from '../../ui/modal-form';
import { NumericField } from '../../ui/numeric-field';
import { operatorApi, operatorKeys, operatorQueries } from './operator.api';
import { money } from './operator-format';

/** Every list that shows invoices or balances is read again after a change. */
function useInvoiceChange<T, R extends { message: string }>(
  mutationFn: (values: T) => Promise<R>,
  onDone: () => void,
  onError: (error: Error) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      notifications.show({ color: 'teal', message });
      onDone();
    },
    onError,
  });
}

type IssueInput = z.input<typeof operatorInvoiceIssue>;
type IssueOutput = z.output<typeof operatorInvoiceIssue>;

const issueDefaults = (companyId: string | undefined): IssueInput => ({
  companyId: companyId ?? '',
  total: 0,
  description: '',
  dueOn: calendarDay(14),
  graceDays: 7,
});

/** An invoice written by hand for a company (its credit pays first). */
export function IssueInvoiceModal({
  opened,
  onClose,
  companyId,
}: {
  opened: boolean;
  onClose: () => void;
  /** Given: the company is fixed (its detail page). */
  companyId?: string;
}) {
  const { t } = useTranslation();
  // The company is found by name on the server: a platform has too many to list.
  const [companySearch, setCompanySearch] = useDebouncedState('', 250);
  const companies = useQuery({
    ...operatorQueries.companies({ q: companySearch || undefined, limit: 20 }),
    enabled: opened && !companyId,
  });
  const form = useForm<IssueInput, unknown, IssueOutput>({
    resolver: zodResolver(operatorInvoiceIssue),
    defaultValues: issueDefaults(companyId),
  });
  useEffect(() => {
    if (opened) form.reset(issueDefaults(companyId));
  }, [opened, companyId, form]);
  const { errors } = form.formState;
  const issue = useInvoiceChange(operatorApi.issueInvoice, onClose, (error) =>
    applyServerErrors(error, form.setError, ['companyId', 'total', 'description', 'dueOn', 'graceDays']),
  );
  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={t('operator.invoices.issue')}
      form={form}
      save={issue}
      testId="invoice-issue-form"
      saveLabel={t('operator.invoices.issue')}
    >
      {!companyId && (
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <Select
              label={t('operator.field.company')}
              required
              searchable
              onSearchChange={setCompanySearch}
              filter={({ options }) => options}
              nothingFoundMessage={companies.isFetching ? undefined : t('operator.companies.noMatch')}
              data={(companies.data?.items ?? []).map((company) => ({ value: company.id, label: company.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldError(t, errors.companyId)}
              data-testid="invoice-company"
            />
          )}
        />
      )}
      <NumericField control={form.control} name="total" kind="money" label={t('operator.field.total')} required />
      <TextInput
        label={t('operator.field.description')}
        required
        {...form.register('description')}
        error={fieldError(t, errors.description)}
        data-testid="invoice-description"
      />
      <Controller
        control={form.control}
        name="dueOn"
        render={({ field }) => (
          <DateField
            label={t('operator.field.dueOn')}
            required
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldError(t, errors.dueOn)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="graceDays"
        render={({ field }) => (
          <NumberInput
            label={t('operator.field.graceDays')}
            min={0}
            max={90}
            allowDecimal={false}
            value={field.value ?? 7}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
            error={fieldError(t, errors.graceDays)}
          />
        )}
      />
    </ModalForm>
  );
}

type VoidInput = z.input<typeof operatorInvoiceVoid>;

/** Voids an open invoice with a reason; what was paid on it becomes the company's credit. */
export function VoidInvoiceModal({ invoice, onClose }: { invoice: OperatorInvoiceView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<VoidInput>({ resolver: zodResolver(operatorInvoiceVoid), defaultValues: { reason: '' } });
  useEffect(() => {
    if (invoice) form.reset({ reason: '' });
  }, [invoice, form]);
  const voiding = useInvoiceChange(
    (values: VoidInput) => operatorApi.voidInvoice(invoice?.id ?? '', values.reason),
    onClose,
    (error) => applyServerErrors(error, form.setError, ['reason']),
  );
  return (
    <ModalForm
      opened={!!invoice}
      onClose={onClose}
      title={t('operator.invoices.voidTitle', { number: invoice?.number ?? '' })}
      form={form}
      save={voiding}
      testId="invoice-void-form"
      saveLabel={t('operator.invoices.void')}
    >
      <Text size="sm" c="dimmed">
        {t('operator.invoices.voidHint')}
      </Text>
      <Textarea
        label={t('operator.field.reason')}
        required
        autosize
        minRows={2}
        {...form.register('reason')}
        error={fieldError(t, form.formState.errors.reason)}
      />
    </ModalForm>
  );
}

type TransferInput = z.input<typeof operatorBankTransfer>;
type TransferOutput = z.output<typeof operatorBankTransfer>;

/** A bank transfer received for an invoice: up to its balance (the server refuses more). */
export function TransferModal({ invoice, onClose }: { invoice: OperatorInvoiceView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TransferInput, unknown, TransferOutput>({
    resolver: zodResolver(operatorBankTransfer),
    defaultValues: { amount: 0, reference: '', paidOn: calendarDay() },
  });
  useEffect(() => {
    if (invoice) form.reset({ amount: invoice.balance, reference: '', paidOn: calendarDay() });
  }, [invoice, form]);
  const { errors } = form.formState;
  const record = useInvoiceChange(
    (values: TransferOutput) => operatorApi.recordTransfer(invoice?.id ?? '', values),
    onClose,
    (error) => applyServerErrors(error, form.setError, ['amount', 'reference', 'paidOn']),
  );
  return (
    <ModalForm
      opened={!!invoice}
      onClose={onClose}
      title={t('operator.invoices.transferTitle', { number: invoice?.number ?? '' })}
      form={form}
      save={record}
      testId="invoice-transfer-form"
      saveLabel={t('operator.invoices.transfer')}
    >
      {invoice && (
        <Text size="sm">
          {t('operator.field.balance')}: {money(invoice.balance, invoice.currency)}
        </Text>
      )}
      <NumericField control={form.control} name="amount" kind="money" label={t('operator.field.amount')} required />
      <TextInput
        label={t('operator.field.reference')}
        required
        {...form.register('reference')}
        error={fieldError(t, errors.reference)}
      />
      <Controller
        control={form.control}
        name="paidOn"
        render={({ field }) => (
          <DateField
            label={t('operator.field.paidOn')}
            required
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldError(t, errors.paidOn)}
          />
        )}
      />
    </ModalForm>
  );
}
