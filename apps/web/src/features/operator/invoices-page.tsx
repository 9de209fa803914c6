import './operator-texts';
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SUBSCRIPTION_INVOICE_STATUSES, type SubscriptionInvoiceStatus } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/page-header';
import { InvoiceList } from './invoice-list';
import { IssueInvoiceModal } from './invoice-modals';
import { operatorQueries } from './operator.api';

const isStatus = (value: string | null): value is SubscriptionInvoiceStatus =>
  (SUBSCRIPTION_INVOICE_STATUSES as readonly string[]).includes(value ?? '');

/** Every company's invoices, by status and company (kept in the address); issue one by hand. */
export function OperatorInvoicesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const companyId = params.get('company') || undefined;
  const result = useQuery(operatorQueries.invoices({ status, companyId }));
  const companies = useQuery(operatorQueries.companies());
  const [issuing, issue] = useDisclosure(false);
  const setFilter = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('operator.invoices.title')}
        subtitle={t('operator.invoices.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={issue.open} data-testid="invoice-issue-open">
            {t('operator.invoices.issue')}
          </Button>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" grow preventGrowOverflow={false}>
            <Select
              aria-label={t('operator.field.status')}
              placeholder={t('operator.invoices.allStatuses')}
              clearable
              data={SUBSCRIPTION_INVOICE_STATUSES.map((value) => ({ value, label: t(`operator.status.${value}`) }))}
              value={status ?? null}
              onChange={(value) => setFilter('status', value)}
              data-testid="invoice-filter-status"
            />
            <Select
              aria-label={t('operator.field.company')}
              placeholder={t('operator.invoices.allCompanies')}
              clearable
              searchable
              data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
              value={companyId ?? null}
              onChange={(value) => setFilter('company', value)}
              data-testid="invoice-filter-company"
            />
          </Group>
          <InvoiceList result={result} empty={t('operator.invoices.empty')} showCompany />
        </Stack>
      </Card>
      <IssueInvoiceModal opened={issuing} onClose={issue.close} />
    </Stack>
  );
}
