import type { ReactNode } from 'react';
import { ListCards, ListTable, type TableSpec } from './data-table';
import { type EmptyText, type ListSource, listPageTable, listState, TableOrCards } from './list-results';

export type UnpagedListProps<T> = {
  /** All the rows at once (a list the server does not page). */
  result: ListSource<T[]>;
  empty: EmptyText;
  table: TableSpec<T>;
  /** The phone cards: the content of one card. */
  card: (record: T) => ReactNode;
  cardsTestId: string;
  tableFrom?: 'sm' | 'md';
  skeletonRows?: number;
};

/** A whole list without pages: loading, error with retry, empty, then the table (wide) or cards (phone). */
export function UnpagedList<T>({
  result,
  empty,
  table,
  card,
  cardsTestId,
  tableFrom,
  skeletonRows = 5,
}: UnpagedListProps<T>) {
  const state = listState(result, result.data, empty, skeletonRows);
  if (state || !result.data) return state;
  const spec = listPageTable(table);
  return (
    <TableOrCards
      items={result.data}
      tableFrom={tableFrom}
      table={(items) => <ListTable items={items} spec={spec} />}
      cards={(items) => <ListCards items={items} spec={spec} testId={cardsTestId} card={card} />}
    />
  );
}
