import './commission-texts';
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/page-states';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { downloadIncomeStatementPdf, incomeStatementQuery } from './commission.api';
import { BackHome, hqPage, isMonth, MonthSelect, monthNow, QueryView } from './commission-ui';
import { IncomeStatementSheet } from './income-statement-sheet';

/**
 * /income-statement: the agent's own monthly statement (HQ's page: `agentId`'s). The month picker, the statement
 * (company, agent, totals per type, payouts, rank) and its PDF.
 */
export function IncomeStatementPage({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ month: text('month') }));
  const month = isMonth(filters.month) ? filters.month : monthNow();
  const result = useQuery(incomeStatementQuery(agentId, month));
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadIncomeStatementPdf(month, agentId);
    } catch (error) {
      setDownloadError((error as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('commission.statement.title')}
        subtitle={t('commission.statement.subtitle')}
        actions={<BackHome agentId={agentId} />}
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <MonthSelect value={month} onChange={(next) => setFilters({ month: next })} testId="statement-month" />
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={download}
          loading={downloading}
          disabled={!result.data}
          data-testid="statement-pdf"
        >
          {t('commission.statement.download')}
        </Button>
      </Group>
      {downloadError && <ErrorState message={downloadError} />}
      <QueryView result={result}>{(data) => <IncomeStatementSheet data={data} agentId={agentId} />}</QueryView>
    </Stack>
  );
}

/** /commission-payout/income-statement?agentId=&month=: any agent's, for HQ. */
export const HqIncomeStatementPage = hqPage(IncomeStatementPage);
