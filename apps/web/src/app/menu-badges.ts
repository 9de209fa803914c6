import type { MenuBadges } from '@niaga/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../lib/api-client';

export const menuBadgesKey = ['menu', 'badges'] as const;

/** What waits for the user; read again when stale on each navigation and on window focus. */
export const menuBadgesQuery = () =>
  queryOptions({
    queryKey: menuBadgesKey,
    queryFn: ({ signal }) => api.get<MenuBadges>('/menu/badges', undefined, signal),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

/**
 * Keeps the badges fresh while the shell is shown: on each navigation (when stale) and after any successful change
 * (approving, shipping, paying out…), so a count never lags the action just done.
 */
export function useMenuBadgesRefresh(queryClient: QueryClient, enabled: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (enabled && pathname) void queryClient.prefetchQuery(menuBadgesQuery());
  }, [enabled, pathname, queryClient]);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (enabled && event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: menuBadgesKey });
        }
      }),
    [enabled, queryClient],
  );
}
