import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { paymentKeys } from './payment-keys';

/** GET order/payment/{reference}: enough to retry a payment opened from another tab. */
export const useOrderSummary = (reference: string | null) =>
  useQuery({
    queryKey: paymentKeys.orderSummary(reference),
    enabled: reference !== null,
    queryFn: ({ signal }) =>
      request(customerEndpoints.getOrderSummary, { params: { reference: reference! }, signal }),
    retry: false,
  });
