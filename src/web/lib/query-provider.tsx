import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * TanStack Query for the lazily loaded pages: app/router.tsx wraps every lazy route in it,
 * so the landing page's first download does not carry the query library (bench/README.md).
 * All pages share the one queryClient and its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
