import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client';

/** Retrying a 4xx repeats the same refusal; retry only what may pass next time (network, 5xx). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Job lists change over hours, not seconds: avoid refetching on every visit.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
