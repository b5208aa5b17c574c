import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { toastDurationMs } from '../components/ui/toast';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container and the modals manager are not needed for the first paint of the
// landing page, so their code loads right after it (bundle budget, bench/README.md). Both
// are driven by their global APIs (`notifications.show`, `modals.open...`), which work
// from anywhere once these have mounted; `useModals()` context is not provided.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Suspense fallback={null}>
            <Notifications position="top-center" autoClose={toastDurationMs} />
            <ModalsProvider />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
