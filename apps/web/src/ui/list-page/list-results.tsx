import { Box, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';
import { ListCards, ListTable, type TableSpec } from './data-table';
import { ListFooter } from './paging';

/** A page of rows as the API sends it. */
export type ListData<T> = { items: T[]; total: number; page: number; limit: number };
export type EmptyText = { title: string; description?: string };

export type ListResultsProps<T> = {
  result: UseQueryResult<ListData<T>>;
  onPage: (page: number) => void;
  /** Nothing at all yet… */
  empty: EmptyText;
  /** …or nothing matches the filters in use (give it only when filters are set). */
  noMatch?: EmptyText;
  /** With no rows, shown instead of the empty texts (e.g. "too many matches: narrow the search"). */
  emptyNotice?: ReactNode;
  table: TableSpec<T>;
  /** The phone cards: the content of one card. */
  card: (record: T) => ReactNode;
  cardsTestId: string;
  /** When given, each phone card is a link to this address. */
  cardLink?: (record: T) => string;
  /** From this width the table replaces the cards. */
  tableFrom?: 'sm' | 'md';
  /** Cards at every width, no table (a list whose rows are cards everywhere); `table` gives the cards' attributes. */
  cardsOnly?: boolean;
  rangeTestId?: string;
  skeletonRows?: number;
  /** The test id of the rows with their paging (there only when there are rows). */
  resultsTestId?: string;
};

/** ListResults with table and cards as column and card definitions (what a migrated list page uses). */
export function ListResults<T>({ table, card, cardsTestId, cardLink, cardsOnly, ...rest }: ListResultsProps<T>) {
  const spec = listPageTable(table);
  return (
    <PagedList
      {...rest}
      table={cardsOnly ? undefined : (items) => <ListTable items={items} spec={spec} />}
      cards={(items) => <ListCards items={items} spec={spec} testId={cardsTestId} card={card} cardLink={cardLink} />}
    />
  );
}

type PagedListProps<T> = Omit<ListResultsProps<T>, 'table' | 'card' | 'cardsTestId' | 'cardLink' | 'cardsOnly'> & {
  /** Without it, the cards at every width. */
  table?: (items: T[]) => ReactNode;
  cards: (items: T[]) => ReactNode;
};

/**
 * A paged list's loading, error and empty states, table (wide) or cards (phone), and "21–40 of 95" with pages.
 * Takes the table and cards as render functions (for a list not yet on ListTable/ListCards).
 */
export function PagedList<T>({
  result,
  onPage,
  empty,
  noMatch,
  emptyNotice,
  table,
  cards,
  tableFrom = 'md',
  rangeTestId = 'list-range',
  skeletonRows = 8,
  resultsTestId,
}: PagedListProps<T>) {
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  if (data?.items.length === 0 && emptyNotice) return emptyNotice;
  const state = listState({ data, error, isPending, refetch }, data?.items, noMatch ?? empty, skeletonRows);
  if (state || !data) return state;
  return (
    <Stack
      gap="sm"
      style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-testid={resultsTestId}
    >
      <TableOrCards items={data.items} table={table} cards={cards} tableFrom={tableFrom} />
      <ListFooter testId={rangeTestId} data={data} onPage={onPage} />
    </Stack>
  );
}

/** A list page's table spec with the kit's defaults (rows light up under the pointer). */
export const listPageTable = <T,>(table: TableSpec<T>): TableSpec<T> => ({ highlightOnHover: true, ...table });

/** Loading, error with retry, or empty: what a list shows instead of its rows (null when it has rows). */
/** What a list needs of its query (a query's result, or rows another query already holds). */
export type ListSource<D> = { data: D | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };

export function listState(
  result: ListSource<unknown>,
  items: unknown[] | undefined,
  empty: EmptyText,
  skeletonRows: number,
): ReactNode {
  const { data, error, isPending, refetch } = result;
  if (isPending) return <SkeletonBlock rows={skeletonRows} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!items) return null;
  if (items.length === 0) return <EmptyList title={empty.title} description={empty.description} />;
  return null;
}

/** The table from `tableFrom` up and the cards below it, or the cards at every width when there is no table. */
export function TableOrCards<T>({
  items,
  table,
  cards,
  tableFrom = 'md',
}: {
  items: T[];
  table?: (items: T[]) => ReactNode;
  cards: (items: T[]) => ReactNode;
  tableFrom?: 'sm' | 'md';
}) {
  if (!table) return cards(items);
  return (
    <>
      <Box visibleFrom={tableFrom}>{table(items)}</Box>
      <Box hiddenFrom={tableFrom}>{cards(items)}</Box>
    </>
  );
}
