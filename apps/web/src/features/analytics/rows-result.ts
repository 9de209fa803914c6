import type { UseQueryResult } from '@tanstack/react-query';

/** A call's rows as a list result (UnpagedList): the same loading, error and retry as the whole answer. */
export function rowsResult<T>(
  result: Pick<UseQueryResult, 'error' | 'isPending' | 'refetch'>,
  data: T[] | undefined,
): Pick<UseQueryResult<T[]>, 'data' | 'error' | 'isPending' | 'refetch'> {
  // The retry refetches the whole answer; the list only reads its `data` above, never the refetched value.
  const refetch = result.refetch as unknown as UseQueryResult<T[]>['refetch'];
  return { data, error: result.error, isPending: result.isPending, refetch };
}
