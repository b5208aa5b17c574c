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
  return useMemo(
    () => (hasWindowRows(quantities) ? quantities : defaultQuantities(config, quantities)),
    [config, quantities],
  );
}
