/**
 * The list-page kit: a list page is its query, its column and card definitions, its filters and its empty texts.
 *
 *   const [filters, setFilters] = useUrlFilters((text) => ({ q: text('q'), type: oneOf(TYPES, text('type')) }));
 *   const result = useQuery(thingListQuery(filters));       // pageQuery: { items, total, page, limit }
 *   return (
 *     <ListPage
 *       header={<PageHeader title={t('things.title')} />}
 *       tabs={<StatusTabs values={TABS} value={tab} label={…} counts={result.data?.counts} … />}
 *       filters={<FilterPanel lead={<SearchBox … />} count={…} columns={3} testId="thing-filters">…</FilterPanel>}
 *       result={result}
 *       onPage={(page) => setFilters({ page })}
 *       empty={{ title: t('things.empty'), description: t('things.emptyHint') }}
 *       noMatch={filtered ? { title: t('things.noMatch') } : undefined}
 *       table={{ columns, testId: 'thing-table', minWidth: 800, rowAttributes: (x) => ({ 'data-thing': x.code }) }}
 *       card={(thing) => <ThingCard thing={thing} />}
 *       cardsTestId="thing-cards"
 *     >
 *       <ConfirmModal … />
 *     </ListPage>
 *   );
 *
 * Pieces (each usable alone): url-state (filters, page and sort in the address), status-tabs (tabs with counts),
 * filter-panel (filters behind a button on phones), data-table (ListTable on mantine-datatable, ListCards on
 * phones, sorting and selection), unpaged-list (UnpagedList / UnpagedListPage: a list the server does not
 * page), bulk-bar (bulk buttons disabled at zero ticked), list-results (loading,
 * error with retry, empty or no match, table or cards, paging), paging ("21–40 of 95" and the pages).
 * The kit knows no feature: texts, queries and columns come from the page.
 */
import './list-texts';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../app/after-first-paint';
import { SkeletonBlock } from '../../app/page-states';
import { ExportButton, type ExportButtonProps } from '../export-button';
import { PageHeader } from '../page-header';
import { ListResults, type ListResultsProps } from './list-results';
import { UnpagedList, type UnpagedListProps } from './unpaged-list';

type FrameProps = {
  /** The page header; or give `title` (with `subtitle` and `actions`) for the usual PageHeader. */
  header?: ReactNode;
  title?: string;
  subtitle?: string;
  /** The page's buttons beside the title. */
  actions?: ReactNode;
  /** Status tabs over the list. */
  tabs?: ReactNode;
  /** The filter bar (FilterPanel, search box…). */
  filters?: ReactNode;
  /** The bulk bar (BulkBar), for lists with ticked rows. */
  bulkBar?: ReactNode;
  /** Export hook: shows an "Export" button (`list-export`) calling it, e.g. with the filters in use. */
  onExport?: () => void;
  /** A report's export (xlsx or CSV as a job with progress, ui/export-button.tsx) of the list as filtered. */
  exportReport?: ExportButtonProps;
  /** The card paints in a background pass after the header (a phone's first paint waits for the header only). */
  afterFirstPaint?: boolean;
  /** Dialogs and anything else after the list. */
  children?: ReactNode;
};

const FRAME_KEYS = [
  'header',
  'title',
  'subtitle',
  'actions',
  'tabs',
  'filters',
  'bulkBar',
  'onExport',
  'exportReport',
  'afterFirstPaint',
  'children',
] as const;

/** A page's props without the frame's (header, tabs, filters…): the list's. */
function withoutFrame<P extends FrameProps>(props: P): Omit<P, keyof FrameProps> {
  const list: Record<string, unknown> = { ...props };
  for (const key of FRAME_KEYS) delete list[key];
  return list as Omit<P, keyof FrameProps>;
}

/** A list page: header, then in one card the tabs, filters, bulk bar and export, and the results. */
export function ListPage<T>(props: FrameProps & ListResultsProps<T>) {
  return <ListFrame {...props} list={<ListResults {...withoutFrame(props)} />} />;
}

/** A list page for a list the server does not page (all rows at once, no "1–20 of 45"). */
export function UnpagedListPage<T>(props: FrameProps & UnpagedListProps<T>) {
  return <ListFrame {...props} list={<UnpagedList {...withoutFrame(props)} />} />;
}

function ListFrame({
  header,
  title,
  subtitle,
  actions,
  tabs,
  filters,
  bulkBar,
  onExport,
  exportReport,
  afterFirstPaint,
  children,
  list,
  skeletonRows = 8,
}: FrameProps & { list: ReactNode; skeletonRows?: number }) {
  const { t } = useTranslation();
  const body = (
    <Card withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        {tabs}
        {filters}
        {(bulkBar || onExport || exportReport) && (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>{bulkBar}</div>
            {onExport && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={onExport}
                data-testid="list-export"
              >
                {t('ui.list.export')}
              </Button>
            )}
            {exportReport && <ExportButton {...exportReport} />}
          </Group>
        )}
        {list}
      </Stack>
    </Card>
  );
  return (
    <Stack gap="lg">
      {header ?? <PageHeader title={title ?? ''} subtitle={subtitle} actions={actions} />}
      {afterFirstPaint ? (
        <AfterFirstPaint fallback={<SkeletonBlock rows={skeletonRows} />}>{body}</AfterFirstPaint>
      ) : (
        body
      )}
      {children}
    </Stack>
  );
}
