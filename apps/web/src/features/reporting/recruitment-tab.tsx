import './reporting-texts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { RecruiterRow } from '@niaga/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../ui/list-page/data-table';
import { ListPage } from '../../ui/list-page/list-page';
import { TwoLines } from '../../ui/list-page/two-lines';
import { useUrlFilters, useUrlSort } from '../../ui/list-page/url-state';
import { ReportSortSelect } from './report-sort-select';
import { ReportStats } from './report-stats';
import { recruiterListQuery, recruitmentSummaryQuery } from './reporting.api';
import type { ReportTabProps } from './reporting-tabs';
import { sortParam } from './sort-param';
import { useReportDate } from './use-report-date';

const SORTS = ['recruits', 'name'] as const;

/** Recruitment: agents who joined in the period (per level) and the agents who recruited them. */
export function RecruitmentTab({ filters }: ReportTabProps) {
  const { t } = useTranslation();
  const date = useReportDate();
  const [own, setOwn] = useUrlFilters(() => ({}));
  const [sort, setSort] = useUrlSort(SORTS, { columnAccessor: 'recruits', direction: 'desc' });
  const summary = useQuery(recruitmentSummaryQuery(filters));
  const result = useQuery(recruiterListQuery({ ...filters, page: own.page, sort: sortParam(sort) }));
  const columns: ListColumn<RecruiterRow>[] = [
    {
      accessor: 'name',
      title: t('reporting.col.recruiter'),
      sortable: true,
      render: (row) => <TwoLines main={row.name} sub={row.levelName ?? '—'} />,
    },
    { accessor: 'state', title: t('reporting.col.state'), render: (row) => row.state ?? '—' },
    { accessor: 'lastJoinedAt', title: t('reporting.col.lastJoined'), render: (row) => date(row.lastJoinedAt) },
    { accessor: 'recruits', title: t('reporting.col.recruits'), textAlign: 'right', sortable: true, col: 'recruits' },
  ];
  return (
    <ListPage
      header={
        <Stack gap="md">
          <ReportStats
            result={summary}
            stats={(data) => [
              { label: t('reporting.stat.newAgents'), value: String(data.newAgents), testId: 'stat-new-agents' },
              { label: t('reporting.stat.recruiters'), value: String(data.recruiters), testId: 'stat-recruiters' },
              ...data.byLevel.slice(0, 2).map((level) => ({
                label: level.levelName ?? t('reporting.noLevel'),
                value: String(level.agents),
                hint: t('reporting.stat.joinedAtLevel'),
                testId: `stat-level-${level.levelId ?? 'none'}`,
              })),
            ]}
          />
          {summary.data && summary.data.byLevel.length > 2 && (
            <Group gap="xs">
              {summary.data.byLevel.slice(2).map((level) => (
                <Badge key={level.levelId ?? 'none'} variant="light">
                  {level.levelName ?? t('reporting.noLevel')}: {level.agents}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      }
      filters={
        <ReportSortSelect
          columns={[
            { value: 'recruits', label: t('reporting.col.recruits') },
            { value: 'name', label: t('reporting.col.recruiter') },
          ]}
          sort={sort}
          onChange={setSort}
        />
      }
      exportReport={{ source: 'recruitment-list', filters }}
      result={result}
      onPage={(page) => setOwn({ page })}
      empty={{ title: t('reporting.recruitment.empty'), description: t('reporting.emptyHint') }}
      table={{
        columns,
        testId: 'recruiter-table',
        minWidth: 640,
        rowKey: (row) => row.agentId,
        rowAttributes: (row) => ({ 'data-agent': row.name }),
        sort: { status: sort, onChange: setSort },
      }}
      card={(row) => (
        <Group justify="space-between" wrap="nowrap">
          <TwoLines main={row.name} sub={[row.levelName, row.state].filter(Boolean).join(' · ')} />
          <Text fw={700}>{t('reporting.recruitment.recruits', { count: row.recruits })}</Text>
        </Group>
      )}
      cardsTestId="recruiter-cards"
    />
  );
}
