import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The one query cache of the app. It lives here, not in the providers, so that a route's loader can
 * start the page's data requests while the router still fetches the page's code (issue 28.11).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A business error (4xx envelope) will not fix itself by retrying; network blips might.
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status !== 0),
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * A route loader that asks for the page's data and returns at once: the router runs it beside the
 * route's `lazy` code import, so the data and the code chunks come down in parallel instead of one
 * after the other. The page's own `useQuery` then finds the request in flight (or its answer).
 */
export const prefetching =
  <P extends Record<string, string | undefined>>(start: (params: P) => void) =>
  ({ params }: { params: P }) => {
    try {
      start(params);
    } catch {
      // A prefetch is a hint: the page asks again and shows its own error.
    }
    return null;
  };
