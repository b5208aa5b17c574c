import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { PublicPageData } from '#contracts/page-renderer.ts';
import { PageDataContext } from '#web/lib/ssr/page-data.ts';
import { pageHydrated } from '#web/components/ui/tracked-suspense.tsx';
import { showError } from '#web/components/ui/toast.ts';
import type { OrderFields } from '#web/stores/order-store.ts';
import { RenderedOrder } from '#web/stores/rendered-order.tsx';
import { restoreSavedState } from '#web/stores/saved-state.ts';
import { Providers } from './providers';

/**
 * Once rendered (hydrated): the order saved in this tab or on this device replaces the empty one
 * (or, when it is not of the expected shape, is dropped with a notice); then
 * `<html data-ready>` says the page is live (browser tests wait for it).
 */
function RestoreSavedState({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    // Once the whole page is hydrated: a change reaching a part before would make React
    // render it afresh, and text typed before would be lost (decision 057).
    void pageHydrated()
      .then(restoreSavedState)
      .then(({ wasDropped }) => {
        if (wasDropped) showError(i18n.t('errors.saved_order_dropped'));
        document.documentElement.dataset.ready = 'true';
      });
  }, [i18n]);
  return null;
}

/**
 * The app around its router: the same tree in the browser and on the server (decision
 * 044), so that React's ids (useId) and the hydrated HTML agree. `renderedOrder` is the
 * order a contact page is drawn with until the saved one is restored (decision 092).
 */
export function App(props: {
  i18n: I18n;
  data: PublicPageData;
  renderedOrder?: OrderFields | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <PageDataContext value={props.data}>
        <Providers i18n={props.i18n}>
          <RenderedOrder order={props.renderedOrder ?? null}>{props.children}</RenderedOrder>
          <RestoreSavedState i18n={props.i18n} />
        </Providers>
      </PageDataContext>
    </StrictMode>
  );
}
