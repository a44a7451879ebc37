'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/queries/get-query-client';

/** For a page that hydrates queries its server prefetched; every other page's hooks use the browser's one client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  // Not useState: without a Suspense boundary above, React would drop a state-held client when rendering suspends.
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
