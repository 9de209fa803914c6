import './ejenpay-invoice-texts';
import '../payments/payments-texts';
import { Alert, Button, Card, Group, Radio, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type AccountingProviderName, type ExternalInvoiceView, type PayType, PROVIDER_LABELS } from '@niaga/shared';
import { IconAlertTriangle, IconCircleCheck, IconLock, IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ApiError } from '../../lib/api-error';
import { parseMoneyToSen } from '../../ui/numbers';
import { PageHeader } from '../../ui/page-header';
import { externalInvoiceQuery, invoicePaymentApi } from './ejenpay-invoice.api';
import { invoiceMoney } from './invoice-money';
import { InvoicePayments, InvoiceSummary } from './invoice-parts';

/** /ejenpay-zoho/:id and /ejenpay-xero/:id: the agent's invoice from the company's accounting system, and paying it. */
export function InvoicePage({ provider }: { provider: AccountingProviderName }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const query = useQuery(externalInvoiceQuery(provider, id));
  const failure = query.error instanceof ApiError ? query.error : null;
  return (
    <Stack gap="lg" maw={720} w="100%">
      <PageHeader
        title={t(`ejenpayInvoice.title.${provider}`)}
        subtitle={t('ejenpayInvoice.subtitle', { provider: PROVIDER_LABELS[provider] })}
      />
      {query.isPending && <SkeletonBlock rows={6} />}
      {failure?.status === 404 && (
        <Card withBorder radius="lg" data-testid="invoice-not-found">
          <EmptyList title={t('ejenpayInvoice.notFound.title')} description={t('ejenpayInvoice.notFound.hint')} />
        </Card>
      )}
      {failure?.status === 409 && (
        <Alert
          color="yellow"
          icon={<IconPlugConnectedX size={18} />}
          title={t('ejenpayInvoice.notConnected.title')}
          data-testid="invoice-not-connected"
        >
          {failure.message}
        </Alert>
      )}
      {query.error && failure?.status !== 404 && failure?.status !== 409 && (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <>
          <InvoiceSummary invoice={query.data} />
          <PayCard invoice={query.data} />
          <InvoicePayments invoice={query.data} />
        </>
      )}
    </Stack>
  );
}

/** Why nothing can be paid now, when that is so. */
function unpayableReason(invoice: ExternalInvoiceView): string | null {
  if (invoice.status === 'paid') return 'ejenpayInvoice.state.paid';
  if (invoice.status === 'void') return 'ejenpayInvoice.state.void';
  if (invoice.status === 'draft') return 'ejenpayInvoice.state.draft';
  if (invoice.payable <= 0) return 'ejenpayInvoice.state.inFlight';
  if (invoice.methods.length === 0) return 'ejenpayInvoice.state.noMethods';
  return null;
}

function PayCard({ invoice }: { invoice: ExternalInvoiceView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = (sen: number) => invoiceMoney(sen, invoice.currency);
  const [mode, setMode] = useState<'whole' | 'part'>('whole');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<PayType>(invoice.methods[0] ?? 'fpx');
  const payType = invoice.methods.includes(picked) ? picked : (invoice.methods[0] ?? picked);
  const parsed = parseMoneyToSen(typed);
  const amount = mode === 'whole' ? invoice.payable : parsed.value;
  const amountProblem =
    mode === 'whole'
      ? null
      : parsed.error
        ? t(parsed.error)
        : amount === undefined || amount <= 0
          ? t('ejenpayInvoice.pay.required')
          : amount > invoice.payable
            ? t('ejenpayInvoice.pay.overMax', { max: money(invoice.payable) })
            : null;
  const [touched, setTouched] = useState(false);
  const pay = useMutation({
    mutationFn: () => invoicePaymentApi.pay(invoice.provider, invoice.id, { amount: amount ?? 0, payType }),
    onSuccess: (started) => {
      if (/^https?:\/\//.test(started.redirectUrl)) window.location.assign(started.redirectUrl);
      else navigate(started.redirectUrl);
    },
  });
  const serverAmountError = pay.error instanceof ApiError ? pay.error.fieldErrors.amount : undefined;
  const reason = unpayableReason(invoice);
  if (reason) {
    const paid = invoice.status === 'paid';
    return (
      <Alert
        color={paid ? 'teal' : 'yellow'}
        icon={paid ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
        data-testid="invoice-unpayable"
      >
        {t(reason)}
      </Alert>
    );
  }
  const held = invoice.balance - invoice.payable;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="invoice-pay">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!amountProblem) pay.mutate();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h5">
            {t('ejenpayInvoice.pay.title')}
          </Title>
          {held > 0 && (
            <Text size="sm" c="dimmed">
              {t('ejenpayInvoice.pay.held', { amount: money(held) })}
            </Text>
          )}
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'whole' | 'part')}
            data={[
              { value: 'whole', label: t('ejenpayInvoice.pay.whole') },
              { value: 'part', label: t('ejenpayInvoice.pay.part') },
            ]}
            fullWidth
            data-testid="pay-mode"
          />
          {mode === 'part' && (
            <TextInput
              label={t('ejenpayInvoice.pay.amount')}
              description={t('ejenpayInvoice.pay.amountHint', { max: money(invoice.payable) })}
              leftSection={<Text size="sm">{invoice.currency === 'MYR' ? 'RM' : invoice.currency}</Text>}
              leftSectionWidth={invoice.currency === 'MYR' ? 40 : 56}
              inputMode="decimal"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={(touched && amountProblem) || serverAmountError}
              data-testid="pay-amount"
            />
          )}
          <Radio.Group
            label={t('ejenpayInvoice.pay.method')}
            value={payType}
            onChange={(value) => setPicked(value as PayType)}
          >
            <Stack gap="xs" mt="xs">
              {invoice.methods.map((method) => (
                <Radio.Card key={method} value={method} radius="md" p="sm" data-testid={`pay-type-${method}`}>
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <Text size="sm">{t(`payments.payType.${method}`)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <ErrorAlert error={serverAmountError ? null : pay.error} />
          <Button
            type="submit"
            size="md"
            leftSection={<IconLock size={16} />}
            loading={pay.isPending || pay.isSuccess}
            data-testid="pay-submit"
          >
            {t('ejenpayInvoice.pay.submit', { amount: amount && !amountProblem ? money(amount) : '' }).trim()}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('ejenpayInvoice.pay.secure')}
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
