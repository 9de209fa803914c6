import './operator-texts';
import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SUBSCRIPTION_INVOICE_STATUSES } from '@niaga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../ui/list-page/list-search';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { PagedInvoiceList } from './invoice-list';
import { IssueInvoiceModal } from './invoice-modals';
import { operatorQueries } from './operator.api';

/** Every company's invoices, by status, invoice number or company (kept in the address); issue one by hand. */
export function OperatorInvoicesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({
    q: text('q'),
    status: oneOf(SUBSCRIPTION_INVOICE_STATUSES, text('status')),
    companyId: text('companyId'),
  }));
  const result = useQuery(operatorQueries.invoices(filters));
  const [issuing, issue] = useDisclosure(false);
  const filtered = !!(filters.q || filters.status || filters.companyId);
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
          <Group gap="sm" align="flex-end">
            <ListSearch
              value={filters.q}
              onSearch={(q) => setFilters({ q })}
              label={t('operator.invoices.search')}
              style={{ flex: 1, minWidth: 200 }}
              data-testid="invoice-search"
            />
            <Select
              aria-label={t('operator.field.status')}
              placeholder={t('operator.invoices.allStatuses')}
              clearable
              data={SUBSCRIPTION_INVOICE_STATUSES.map((value) => ({ value, label: t(`operator.status.${value}`) }))}
              value={filters.status ?? null}
              onChange={(value) => setFilters({ status: oneOf(SUBSCRIPTION_INVOICE_STATUSES, value ?? undefined) })}
              data-testid="invoice-filter-status"
            />
          </Group>
          <PagedInvoiceList
            result={result}
            onPage={(page) => setFilters({ page })}
            empty={{ title: t('operator.invoices.empty') }}
            noMatch={filtered ? { title: t('operator.invoices.noMatch') } : undefined}
          />
        </Stack>
      </Card>
      <IssueInvoiceModal opened={issuing} onClose={issue.close} />
    </Stack>
  );
}
