import { counterToDomain } from '#contracts/counter-mapping.ts';
import type { PublicPageData } from '#contracts/page-renderer.ts';
import { defaultQuantities, hasWindowRows } from '#web/features/calculator/lib/order-defaults.ts';
import { useOrderStore } from '#web/stores/order-store.ts';

/**
 * The order a page is rendered with before the saved one is restored: the configuration's
 * default amounts, so the calculator's prices are in the server's HTML (decision 044). The
 * server and the hydrating browser both start from it; only an order without window rows
 * is touched, so on the server every render sets the same value from the same answer.
 */
export function startEmptyOrder(data: PublicPageData): void {
  if (!data.counter) return;
  const { quantities } = useOrderStore.getState();
  if (hasWindowRows(quantities)) return;
  useOrderStore.setState({
    quantities: defaultQuantities(counterToDomain(data.counter), quantities),
  });
}
