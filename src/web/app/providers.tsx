import { lazy, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { toastDurationMs } from '../components/ui/toast';
import { cssVariablesResolver, theme } from './theme';

/**
 * The theme's CSS variables outrank Mantine's defaults (`:root` in its stylesheet) by
 * specificity, not by order: on a server-rendered page the stylesheets come after the
 * page (decision 044), and a default read after the theme would change the fonts and
 * sizes until the app runs (a layout shift on /ostari).
 */
const themeVariablesSelector = ':root:root';

// TanStack Query's provider comes with the lazy pages (app/router.tsx, lib/query-provider).
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

/** `i18n`: the browser's one instance, or the server's instance for the page's language. */
export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        cssVariablesSelector={themeVariablesSelector}
      >
        <Suspense fallback={null}>
          <Notifications position="top-center" autoClose={toastDurationMs} />
          <ModalsProvider />
        </Suspense>
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
