import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors (4xx) will not heal by themselves; network hiccups and 5xx get two more tries.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
