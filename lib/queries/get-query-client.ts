import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        // The HTTP client already retries exactly as the spec allows; a second layer would multiply attempts.
        retry: false,
      },
      dehydrate: {
        // Streaming: a prefetch still pending when the server component renders is sent to the client too.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
        // Next.js detects dynamic rendering through thrown errors and redacts errors itself.
        shouldRedactErrors: () => false,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A fresh client per server request (no data shared between users); one client for the browser's lifetime. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
