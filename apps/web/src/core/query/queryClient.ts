import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../alerts/errorSink';

/**
 * `meta.handlesErrors`: the screen shows this call's failure itself (a card's inline message with a retry, the
 * profile guard that signs out, the header's lists whose failures are only logged, spec §8), so the global error
 * dialog stays away from it.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  handlesErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/**
 * The app's query client. A failed call shows the error dialog from here, once (issue 11; spec §8), not from each
 * page. The rule: every failed query and mutation goes to the dialog, except a query or mutation marked
 * `meta: { handlesErrors: true }` and a mutation with its own `onError` (a form that puts field errors under its
 * fields).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.handlesErrors) return;
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors || mutation.options.onError) return;
        reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
