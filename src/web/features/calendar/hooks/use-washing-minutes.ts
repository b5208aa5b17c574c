import { useMemo } from 'react';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { useCounterConfig } from '#web/lib/counter-query.ts';

/**
 * The order's washing time in whole minutes (at least 1), as the server will reserve it:
 * quoteOrder's washingMinutes for the quantities in the order. Null while the price
 * configuration loads.
 */
export function useWashingMinutes() {
  const counter = useCounterConfig();
  const quantities = useOrderStore((s) => s.quantities);
  const minutes = useMemo(
    () =>
      counter.data
        ? Math.max(1, Math.ceil(quoteOrder(counter.data, quantities).washingMinutes))
        : null,
    [counter.data, quantities],
  );
  return { minutes, counter };
}
