import './commission-texts';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/list-page/list-page';
import { StatusTabs } from '../../ui/list-page/status-tabs';
import { useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { commissionDetailsQuery } from './commission.api';
import { CommissionEntryCard, useCommissionEntryColumns } from './commission-entry-columns';
import {
  AgentBanner,
  BackHome,
  commissionPaths,
  DETAIL_TYPES,
  detailTypeFromUrl,
  hqPage,
  isMonth,
  MonthSelect,
  money,
  Overline,
} from './commission-ui';

/**
 * /commission/details?type=: an agent's own entries (HQ's page: `agentId`'s) of one type (tabs), optionally of one
 * month, with their source orders; each opens its calculation.
 */
export function CommissionDetailsPage({ agentId }: { agentId?: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => {
    const type = text('type');
    const month = text('month');
    return { type: detailTypeFromUrl(type) ?? 'sales_profit', month: isMonth(month) ? month : undefined };
  });
  const result = useQuery(commissionDetailsQuery(agentId, filters));
  const paths = commissionPaths(agentId);
  const { data } = result;
  const context = { currency: data?.currency ?? 'MYR', checkHref: paths.check };
  const columns = useCommissionEntryColumns(context);
  return (
    <ListPage
      header={
        <>
          <PageHeader
            title={t('commission.details.title')}
            subtitle={t('commission.details.subtitle')}
            actions={<BackHome agentId={agentId} />}
          />
          {agentId && data && <AgentBanner agent={data.agent} />}
        </>
      }
      tabs={
        <StatusTabs
          values={DETAIL_TYPES}
          value={filters.type}
          label={(type) => t(`commission.type.${type}`)}
          defaultValue="sales_profit"
          onChange={(type) => setFilters({ type })}
          testId="commission-type-tabs"
        />
      }
      filters={
        <Group justify="space-between" align="flex-end" gap="sm">
          <MonthSelect
            allowAll
            value={filters.month}
            onChange={(month) => setFilters({ month })}
            testId="details-month"
          />
          {data && (
            <Stack gap={0} align="flex-end">
              <Overline>{t('commission.details.sum')}</Overline>
              <Text fw={800} size="lg" data-testid="details-sum">
                {money(data.sum, data.currency)}
              </Text>
            </Stack>
          )}
        </Group>
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('commission.details.empty'), description: t('commission.details.emptyHint') }}
      table={{
        columns,
        testId: 'commission-entries',
        minWidth: 860,
        rowAttributes: (entry) => ({ 'data-entry': entry.id }),
      }}
      card={(entry) => <CommissionEntryCard entry={entry} {...context} />}
      cardsTestId="commission-entry-cards"
      skeletonRows={6}
    />
  );
}

/** /commission-payout/details?agentId=&type=: the same for HQ. */
export const HqCommissionDetailsPage = hqPage(CommissionDetailsPage);
