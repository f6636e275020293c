import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { notifyError } from '../api/errors';

/**
 * Server state lives in react-query. A query or mutation names its error key in `meta.errorKey`
 * (SPEC.md section 8: error_profile, error_village…); its failure then becomes a toast. `meta.silent`
 * leaves the failure to the caller (the server-state call, which drives the offline screen instead).
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorKey?: string; silent?: boolean };
    mutationMeta: { errorKey?: string; silent?: boolean };
  }
}

/** 4xx answers will not change on a retry; network errors and 5xx get one more try. */
function retry(count: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return count < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.silent) return;
        notifyError(err, { group: query.meta?.errorKey });
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        notifyError(err, { group: mutation.meta?.errorKey });
      },
    }),
    defaultOptions: {
      queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
