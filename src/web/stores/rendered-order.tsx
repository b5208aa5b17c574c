import { createContext, useContext, type ReactNode } from 'react';
import { deviceCopyOf } from './order-device-copy';
import { emptyOrder, useOrderStore, type OrderFields } from './order-store';
import { checkedSavedOrder } from './saved-order-check';
import { useSavedStateRestored } from './saved-state';

/**
 * The order a contact page was drawn with on the server (decision 092): the device copy's
 * fields (decision 070) from its cookie, the rest empty. The browser hydrates the page from
 * the same order (it comes in the page's state), then the tab's own order replaces it when
 * the saved state is restored. Null on every other page, and once restored.
 */
const RenderedOrderContext = createContext<OrderFields | null>(null);

/** The server's clock may be behind the device's that dated the copy. */
const clockSkewMs = 24 * 60 * 60_000;

/**
 * The order of the device copy's cookie `raw`, or null when it is none this code wrote or
 * it is older than a week; `now` is the server's time.
 */
export function renderedOrderOf(raw: string | undefined, now: number): OrderFields | null {
  if (raw === undefined) return null;
  const part = deviceCopyOf(raw, now, clockSkewMs);
  const checked = part === null || part === 'unreadable' ? null : checkedSavedOrder(part);
  return checked ? { ...emptyOrder, ...(checked as Partial<OrderFields>) } : null;
}

/** Until the saved state is restored, the pages below read `order` (null: the store). */
export function RenderedOrder({
  order,
  children,
}: {
  order: OrderFields | null;
  children: ReactNode;
}) {
  const isRestored = useSavedStateRestored();
  return <RenderedOrderContext value={isRestored ? null : order}>{children}</RenderedOrderContext>;
}

/** The page was drawn with an order and the saved state is not restored yet. */
export const useIsOrderRendered = () => useContext(RenderedOrderContext) !== null;

/**
 * A field of the order as the page shows it: the rendered order's until the saved state is
 * restored, then the store's. `select` must answer a field (or a value derived without new
 * objects), as for the store's own hook.
 */
export function useOrder<T>(select: (order: OrderFields) => T): T {
  const rendered = useContext(RenderedOrderContext);
  const stored = useOrderStore(select);
  return rendered ? select(rendered) : stored;
}
