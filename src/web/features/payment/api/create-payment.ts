import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import type { CreatedOrder } from '#web/stores/order-store.ts';
import { paymentKeys } from './payment-keys';
import { usePagePath } from '#web/lib/page-path.ts';

/**
 * POST payment: a new payment attempt of the order with its providers and terms. Kept as
 * a query so that one visit of the page starts one attempt; 'try again' refetches.
 */
export function usePaymentProviders(order: CreatedOrder | null) {
  const path = usePagePath();
  return useQuery({
    queryKey: paymentKeys.attempt(order?.reference),
    enabled: order !== null && order.status === 'awaiting_payment',
    queryFn: () => {
      const origin = window.location.origin;
      return request(customerEndpoints.createPayment, {
        body: {
          customer_email: order!.customer_email,
          order_id: order!.reference,
          successRedirectUrl: `${origin}${path('payment', { step: 'success' })}`,
          cancelRedirectUrl: `${origin}${path('payment', { step: 'cancel' })}`,
        },
      });
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
