import { useMemo } from 'react';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { defaultQuantities, hasWindowRows } from '../lib/order-defaults';

/**
 * The order's amounts as the calculator shows and prices them. Until the order has window
 * rows (the server's render and the hydrating browser's, decision 044; useOrderSetup then
 * stores them) these are the configuration's defaults, so the prices are in the HTML.
 */
export function useQuantities(config: CounterConfig): OrderQuantities {
  const quantities = useOrderStore((s) => s.quantities);
  return useMemo(() => shown(config, quantities), [config, quantities]);
}

let last: { config: CounterConfig; stored: OrderQuantities; shown: OrderQuantities } | undefined;

/** The amounts shown for these stored ones (the last answer kept: every card asks at once). */
function shown(config: CounterConfig, stored: OrderQuantities): OrderQuantities {
  if (last?.config !== config || last.stored !== stored) {
    last = {
      config,
      stored,
      shown: hasWindowRows(stored) ? stored : defaultQuantities(config, stored),
    };
  }
  return last.shown;
}

/**
 * One figure of the shown amounts (a number or a flag): the component renders again only
 * when that figure changes, not on every change of the order (decision 057: storing the
 * defaults right after hydration re-rendered every window card in one long task).
 */
export function useQuantity<T extends number | boolean>(
  config: CounterConfig,
  pick: (quantities: OrderQuantities) => T,
): T {
  return useOrderStore((s) => pick(shown(config, s.quantities)));
}
