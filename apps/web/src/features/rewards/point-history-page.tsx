import './rewards-texts';
import { Select } from '@mantine/core';
import { POINT_ENTRY_KINDS } from '@niaga/shared';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/link-button';
import { ListPage } from '../../ui/list-page/list-page';
import { oneOf, useUrlFilters } from '../../ui/list-page/url-state';
import { PageHeader } from '../../ui/page-header';
import { PointEntryCard, usePointEntryColumns } from './point-entry-columns';
import { pointHistoryQuery } from './rewards.api';

/** /point-rewards/point-history and /campaign/point-history: the agent's ledger, newest first, by kind. */
export function PointHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters((text) => ({ kind: oneOf(POINT_ENTRY_KINDS, text('kind')) }));
  const result = useQuery(pointHistoryQuery(filters));
  const columns = usePointEntryColumns();
  const balance = result.data?.balance;

  return (
    <ListPage
      header={
        <PageHeader
          title={t('rewards.pointHistory')}
          subtitle={
            balance === undefined ? t('rewards.pointHistorySubtitle') : t('rewards.balanceNow', { points: balance })
          }
          actions={
            <LinkButton variant="default" to="/campaign-list" icon={IconGift}>
              {t('rewards.browseRewards')}
            </LinkButton>
          }
        />
      }
      filters={
        <Select
          label={t('rewards.filterKind')}
          placeholder={t('rewards.allKinds')}
          data={POINT_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`rewards.kind.${kind}`) }))}
          value={filters.kind ?? null}
          onChange={(kind) => setFilters({ kind: oneOf(POINT_ENTRY_KINDS, kind ?? undefined) })}
          clearable
          maw={260}
          data-testid="point-kind"
        />
      }
      result={result}
      onPage={(page) => setFilters({ page })}
      empty={{ title: t('rewards.pointsEmpty'), description: t('rewards.pointsEmptyHint') }}
      noMatch={filters.kind ? { title: t('rewards.pointsNoMatch') } : undefined}
      table={{
        columns,
        testId: 'point-table',
        minWidth: 720,
        highlightOnHover: false,
        rowAttributes: (entry) => ({ 'data-kind': entry.kind }),
      }}
      card={(entry) => <PointEntryCard entry={entry} />}
      cardsTestId="point-cards"
      tableFrom="sm"
      rangeTestId="point-range"
      skeletonRows={6}
    />
  );
}
