import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * TanStack Query for the lazily loaded pages: app/router.tsx wraps every lazy route in it,
 * so the landing page's first download does not carry the query library (bench/README.md).
 * All pages share the one queryClient and its cache. On the server each page has its own
 * client (entry-server), which this keeps.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
