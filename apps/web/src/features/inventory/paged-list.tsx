import './inventory-texts';
import { Box, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListFooter } from '../../app/list-footer';
import { EmptyList, ErrorState, SkeletonBlock } from '../../app/page-states';

type Page<T> = { items: T[]; total: number; page: number; limit: number };

type Props<T> = {
  result: UseQueryResult<Page<T>>;
  empty: { title: string; description: string };
  onPage: (page: number) => void;
  /** From this width the table replaces the cards. */
  tableFrom: 'sm' | 'md';
  table: (items: T[]) => ReactNode;
  cards: (items: T[]) => ReactNode;
};

/** A paged list's loading, error and empty states, table (wide) or cards (phone), and "21–40 of 95" with pages. */
export function PagedList<T>({ result, empty, onPage, tableFrom, table, cards }: Props<T>) {
  const { data, error, isPending, refetch, isPlaceholderData } = result;
  if (isPending) return <SkeletonBlock rows={8} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (!data) return null;
  if (data.items.length === 0) return <EmptyList title={empty.title} description={empty.description} />;
  return (
    <Stack gap="sm" style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box visibleFrom={tableFrom}>{table(data.items)}</Box>
      <Box hiddenFrom={tableFrom}>{cards(data.items)}</Box>
      <ListFooter testId="list-range" data={data} onPage={onPage} />
    </Stack>
  );
}
