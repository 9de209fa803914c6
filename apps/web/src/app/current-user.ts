import type { UserDetail } from '@niaga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const userKeys = {
  all: ['user'] as const,
  detail: () => [...userKeys.all, 'detail'] as const,
};

/** Who is signed in: the session's user, with their company (currency, time zone, name). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: userKeys.detail(),
    queryFn: ({ signal }) => api.get<UserDetail>('/user/detail', undefined, signal),
    retry: false,
    staleTime: 60_000,
  });

/** The signed-in user (already cached by the route guard). */
export function useCurrentUser(): UserDetail | undefined {
  return useQuery(currentUserQuery()).data;
}

export function isHqSide(user: UserDetail | undefined): boolean {
  return user?.role === 'hq' || user?.role === 'staff';
}
