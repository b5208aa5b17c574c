import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppRouter } from './app/router';
import { i18n } from './lib/i18n';
import { noPageData } from './lib/ssr/page-data';
import { pageState } from './lib/ssr/page-state';
import { keepLazyStylesheetsLast } from './lib/ssr/stylesheets';
import type { OrderFields } from './stores/order-store';

const root = document.getElementById('root')!;
const rendered = pageState();

if (rendered) {
  // The server's page (decision 044): hydrate it from the same data.
  keepLazyStylesheetsLast();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // running as one long task (decision 057); the page is live at `html[data-ready]`.
  startTransition(() => {
    hydrateRoot(
      root,
      <App
        i18n={i18n}
        data={rendered.data}
        renderedOrder={rendered.renderedOrder as OrderFields | undefined}
      >
        <AppRouter missingPath={rendered.isMissing ? window.location.pathname : undefined} />
      </App>,
    );
  });
} else {
  // The back office (and the Vite dev server) render in the browser only, once the
  // common texts have loaded (none are bundled: decision 057).
  void i18n.loadNamespaces('common').finally(() => {
    createRoot(root).render(
      <App i18n={i18n} data={noPageData}>
        <AppRouter />
      </App>,
    );
  });
}
