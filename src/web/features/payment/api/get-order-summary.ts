import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '#contracts/checkout.ts';
import { api } from '#web/lib/api-client.ts';

/** GET order/payment/{reference}: enough to retry a payment opened from another tab. */
export const useOrderSummary = (reference: string | null) =>
  useQuery({
    queryKey: ['order-summary', reference],
    enabled: reference !== null,
    queryFn: ({ signal }) =>
      api.get<OrderSummary>(`/order/payment/${encodeURIComponent(reference!)}`, {
        signal,
        isPublic: true,
      }),
    retry: false,
  });
