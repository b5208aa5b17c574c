import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { PublicPageData } from '#contracts/page-renderer.ts';
import { PageDataContext } from '#web/lib/ssr/page-data.ts';
import { restoreSavedState } from '#web/stores/saved-state.ts';
import { Providers } from './providers';

/**
 * Once rendered (hydrated): the order saved in this browser session replaces the empty one;
 * then `<html data-ready>` says the page is live (browser tests wait for it).
 */
function RestoreSavedState() {
  useEffect(() => {
    void restoreSavedState().then(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);
  return null;
}

/**
 * The app around its router: the same tree in the browser and on the server (decision
 * 044), so that React's ids (useId) and the hydrated HTML agree.
 */
export function App(props: { i18n: I18n; data: PublicPageData; children: ReactNode }) {
  return (
    <StrictMode>
      <PageDataContext value={props.data}>
        <Providers i18n={props.i18n}>
          {props.children}
          <RestoreSavedState />
        </Providers>
      </PageDataContext>
    </StrictMode>
  );
}
