import './operator-texts';
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OperatorCompanyDetail } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../app/error-alert';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { Info } from '../../ui/info';
import { PageHeader } from '../../ui/page-header';
import { Standing } from './companies-page';
import { InvoiceList } from './invoice-list';
import { IssueInvoiceModal } from './invoice-modals';
import { operatorApi, operatorKeys, operatorQueries } from './operator.api';
import { day, money } from './operator-format';

function SubscriptionForm({ detail }: { detail: OperatorCompanyDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const plans = useQuery(operatorQueries.plans());
  const { company } = detail;
  const [planId, setPlanId] = useState<string | null>(company.planId);
  const [billingDay, setBillingDay] = useState<number>(company.billingDay ?? 1);
  useEffect(() => {
    setPlanId(company.planId);
    setBillingDay(company.billingDay ?? 1);
  }, [company.planId, company.billingDay]);
  const save = useMutation({
    mutationFn: () => operatorApi.setSubscription(company.id, { planId, billingDay }),
    onSuccess: async ({ message }) => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      notifications.show({ color: 'teal', message });
    },
  });
  const options = (plans.data ?? [])
    .filter((plan) => plan.active || plan.id === company.planId)
    .map((plan) => ({ value: plan.id, label: `${plan.name} · ${money(plan.monthlyPrice, plan.currency)}` }));
  return (
    <Stack gap="sm">
      <ErrorAlert error={save.error} />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('operator.field.plan')}
          data={options}
          value={planId}
          onChange={setPlanId}
          clearable
          placeholder={t('operator.companies.noPlan')}
          miw={220}
          data-testid="subscription-plan"
        />
        <NumberInput
          label={t('operator.field.billingDay')}
          min={1}
          max={28}
          allowDecimal={false}
          value={billingDay}
          onChange={(value) => setBillingDay(typeof value === 'number' ? value : 1)}
          w={140}
          data-testid="subscription-day"
        />
        <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="subscription-save">
          {t('operator.company.saveSubscription')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('operator.field.billingDayHint')}
      </Text>
    </Stack>
  );
}

function Receipts({ detail }: { detail: OperatorCompanyDetail }) {
  const { t } = useTranslation();
  const { currency } = detail.company;
  if (detail.receipts.length === 0) return <EmptyList title={t('operator.company.noReceipts')} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped fz="sm" data-testid="receipts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operator.field.receipt')}</Table.Th>
            <Table.Th>{t('operator.field.number')}</Table.Th>
            <Table.Th>{t('operator.field.method')}</Table.Th>
            <Table.Th>{t('operator.field.reference')}</Table.Th>
            <Table.Th>{t('operator.field.paidOn')}</Table.Th>
            <Table.Th ta="right">{t('operator.field.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.receipts.map((receipt) => (
            <Table.Tr key={receipt.id}>
              <Table.Td>{receipt.receiptNo}</Table.Td>
              <Table.Td>{receipt.invoiceNumber}</Table.Td>
              <Table.Td>{t(`operator.method.${receipt.method}`)}</Table.Td>
              <Table.Td>{receipt.reference ?? '–'}</Table.Td>
              <Table.Td>{day(receipt.paidAt.slice(0, 10))}</Table.Td>
              <Table.Td ta="right">{money(receipt.amount, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One company's billing: its subscription (plan, billing day), credit, invoices and receipts. */
export function OperatorCompanyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(operatorQueries.company(id));
  const [issuing, setIssuing] = useState(false);
  const back = { to: '/operator/companies', label: t('operator.company.back') };
  if (query.error)
    return (
      <Stack gap="lg">
        <PageHeader title={t('operator.company.title')} back={back} />
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Stack>
    );
  if (!query.data) return <SkeletonBlock rows={8} />;
  const detail = query.data;
  const { company } = detail;
  return (
    <Stack gap="lg" data-testid="operator-company">
      <PageHeader
        title={company.name}
        subtitle={company.hosts.join(', ')}
        back={back}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setIssuing(true)}
            data-testid="invoice-issue-open"
          >
            {t('operator.invoices.issue')}
          </Button>
        }
      />
      <Card withBorder radius="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('operator.company.subscription')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Info label={t('operator.field.nextPeriod')} value={day(company.nextPeriodStart)} />
            <Info label={t('operator.field.credit')} value={money(company.credit, company.currency)} />
            <Info
              label={t('operator.field.openBalance')}
              value={money(company.openBalance, company.currency)}
              testId="company-open-balance"
            />
            <Info label={t('operator.field.status')} value={<Standing company={company} />} />
          </SimpleGrid>
          <SubscriptionForm detail={detail} />
        </Stack>
      </Card>
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('operator.company.invoices')}
          </Title>
          <InvoiceList result={{ ...query, data: query.data.invoices }} empty={t('operator.invoices.empty')} />
        </Stack>
      </Card>
      <Card withBorder radius="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('operator.company.receipts')}
          </Title>
          <Receipts detail={detail} />
        </Stack>
      </Card>
      <IssueInvoiceModal opened={issuing} onClose={() => setIssuing(false)} companyId={company.id} />
    </Stack>
  );
}
