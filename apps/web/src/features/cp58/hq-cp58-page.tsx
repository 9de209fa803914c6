import './cp58-texts';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileCertificate } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../app/confirm-modal';
import { ListPage } from '../../ui/list-page/list-page';
import { ListSearch } from '../../ui/list-page/list-search';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { useMoney } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { cp58Api, cp58Keys, cp58ListQuery, cp58Years, downloadCp58Pdf } from './cp58.api';
import { useStatementDate, YearPicker } from './cp58-ui';
import { HqCp58Card, useHqCp58Columns } from './hq-cp58-columns';

/** /hqCP58: HQ issues a year's CP58 statements, lists them (search, missing TIN flags) and downloads any PDF. */
export function HqCp58Page() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const date = useStatementDate();
  const current = new Date().getFullYear();
  const lastYear = current - 1;
  const [filters, setFilters] = useUrlFilters((text) => {
    const year = Number(text('year'));
    return { year: cp58Years().includes(year) ? year : lastYear, q: text('q') };
  });
  const [confirming, setConfirming] = useState(false);
  const list = useQuery(cp58ListQuery(filters));
  const download = useMutation({
    mutationFn: (agentId: string) => downloadCp58Pdf(filters.year, agentId),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  const pdf = {
    download: download.mutate,
    downloading: download.isPending ? download.variables : undefined,
  };
  const columns = useHqCp58Columns(pdf);
  const issue = async () => {
    const { message } = await cp58Api.issue(filters.year);
    notifications.show({ color: 'teal', message });
    await queryClient.invalidateQueries({ queryKey: cp58Keys.all });
  };
  const data = list.data;
  return (
    <ListPage
      header={
        <>
          <PageHeader
            title={t('cp58.page.hqTitle')}
            subtitle={t('cp58.page.hqSubtitle')}
            actions={
              <>
                <YearPicker
                  value={filters.year}
                  onChange={(year) => setFilters({ year: year === lastYear ? undefined : year })}
                />
                <Button
                  leftSection={<IconFileCertificate size={16} />}
                  onClick={() => setConfirming(true)}
                  data-testid="cp58-issue"
                >
                  {data?.issuedAt ? t('cp58.page.reissue') : t('cp58.page.issue')}
                </Button>
              </>
            }
          />
          {data?.issuedAt && (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Summary label={t('cp58.page.statements')} value={String(data.issued)} testId="cp58-issued-count" />
              <Summary label={t('cp58.page.grandTotal')} value={money(data.grandTotal)} testId="cp58-grand-total" />
              <Summary
                label={t('cp58.page.issuedAt')}
                value={date(data.issuedAt)}
                hint={data.partial ? t('cp58.page.soFar') : undefined}
              />
            </SimpleGrid>
          )}
          {data && data.missingDetails > 0 && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="cp58-missing-flag">
              {t('cp58.page.missingFlag', { count: data.missingDetails })}
            </Alert>
          )}
        </>
      }
      filters={
        <ListSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('cp58.page.search')}
          data-testid="cp58-search"
        />
      }
      result={list}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('cp58.page.hqEmpty', { year: filters.year }), description: t('cp58.page.hqEmptyHint') }}
      noMatch={filters.q ? { title: t('cp58.page.noMatch'), description: t('cp58.page.noMatchHint') } : undefined}
      table={{
        columns,
        testId: 'cp58-table',
        minWidth: 720,
        rowKey: (row) => row.agentId,
        rowAttributes: () => ({ 'data-testid': 'cp58-row' }),
        cardAttributes: () => ({ 'data-testid': 'cp58-card' }),
      }}
      card={(row) => <HqCp58Card row={row} {...pdf} />}
      cardsTestId="cp58-cards"
      tableFrom="sm"
      skeletonRows={6}
      resultsTestId="cp58-list"
    >
      <ConfirmModal
        opened={confirming}
        title={t('cp58.page.confirmTitle', { year: filters.year })}
        message={`${t('cp58.page.confirmBody', { year: filters.year })}${
          filters.year === current ? ` ${t('cp58.page.confirmSoFar')}` : ''
        }`}
        confirmLabel={t('cp58.page.issueConfirm')}
        onConfirm={issue}
        onClose={() => setConfirming(false)}
        testId="cp58-confirm"
      />
    </ListPage>
  );
}

function Summary({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fw={700} size="lg" data-testid={testId}>
          {value}
        </Text>
        {hint && (
          <Badge color="orange" variant="light" size="sm">
            {hint}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
