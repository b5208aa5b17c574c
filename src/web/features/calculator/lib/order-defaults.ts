/**
 * Starting quantities (customer spec section 4): when the order has no window rows yet,
 * every window type gets its configured default amount, and balcony, terrace, high windows,
 * seals and fasteners their default counts.
 */
import type { CounterConfig, WindowType } from '#domain/counter/counter-config.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';

/** Titles starting with 'näyteikkuna' are display windows (customer spec section 3). */
const isDisplayWindow = (w: WindowType): boolean =>
  w.title.normalize('NFC').trim().toLocaleLowerCase('fi').startsWith('näyteikkuna');

/** The window types the landing page offers: display windows belong to the mall variant. */
export function landingWindows(config: CounterConfig): WindowType[] {
  return config.windows.filter((w) => !isDisplayWindow(w));
}

export function hasWindowRows(q: OrderQuantities): boolean {
  return q.windows.length > 0;
}

export function defaultQuantities(config: CounterConfig, q: OrderQuantities): OrderQuantities {
  const d = config.defaults;
  return {
    ...q,
    windows: landingWindows(config).map((w) => ({ windowId: w.id, amount: w.defaultAmount })),
    balconyGlassAmount: d.balcony,
    terraceGlassAmount: d.terrace,
    highGlassAmount: d.highWindow,
    miscSealAmount: d.seal,
    miscFastenerAmount: d.fastener,
  };
}

/** The amount of one window type in the order (0 when it has no row). */
export function windowAmount(q: OrderQuantities, windowId: number): number {
  return q.windows.find((row) => row.windowId === windowId)?.amount ?? 0;
}

/** Sets one window type's amount, adding its row when missing. */
export function setWindowAmount(
  q: OrderQuantities,
  windowId: number,
  amount: number,
): OrderQuantities {
  const exists = q.windows.some((row) => row.windowId === windowId);
  const windows = exists
    ? q.windows.map((row) => (row.windowId === windowId ? { windowId, amount } : row))
    : [...q.windows, { windowId, amount }];
  return { ...q, windows };
}
