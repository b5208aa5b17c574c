import { lazy, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { toastDurationMs, useToastsWanted } from '../components/ui/toast';
import { cssVariablesResolver, theme } from './theme';
import { ThemeStyles } from './theme-styles';

/**
 * The theme's CSS variables outrank Mantine's defaults (`:root` in its stylesheet) by
 * specificity, not by order: on a server-rendered page the stylesheets come after the
 * page (decision 044), and a default read after the theme would change the fonts and
 * sizes until the app runs (a layout shift on /ostari).
 */
const themeVariablesSelector = ':root:root';

// TanStack Query's provider comes with the lazy pages (app/router.tsx, lib/query-provider).
// The toast container loads and mounts with the first toast (components/ui/toast.ts,
// decision 057): not needed for the first paint of any page (bundle budget,
// bench/README.md). It is driven by the global API (`notifications.show`).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function Toasts() {
  const isWanted = useToastsWanted();
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={toastDurationMs} />
    </Suspense>
  );
}

/** `i18n`: the browser's one instance, or the server's instance for the page's language. */
export function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        cssVariablesSelector={themeVariablesSelector}
        // No <style> inside <div id="root"> (issue 25, decision 065): the theme's styles and
        // the responsive style props' styles are React 19 hoistable styles, in the head.
        withCssVariables={false}
        withGlobalClasses={false}
        deduplicateInlineStyles
      >
        <ThemeStyles selector={themeVariablesSelector} resolver={cssVariablesResolver} />
        <Toasts />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
