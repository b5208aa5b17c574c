import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '#contracts/checkout.ts';
import { api } from '#web/lib/api-client.ts';

/** GET order/payment/{reference}: the order for the thank-you page. */
export const useOrderSummary = (reference: string | undefined) =>
  useQuery({
    queryKey: ['order-summary', reference],
    enabled: reference !== undefined,
    queryFn: ({ signal }) =>
      api.get<OrderSummary>(`/order/payment/${encodeURIComponent(reference!)}`, {
        signal,
        isPublic: true,
      }),
    retry: 1,
  });
