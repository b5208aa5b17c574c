import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { thankYouKeys } from './thank-you-keys';

/** GET order/payment/{reference}: the order for the thank-you page. */
export const useOrderSummary = (reference: string | undefined) =>
  useQuery({
    queryKey: thankYouKeys.orderSummary(reference),
    enabled: reference !== undefined,
    queryFn: ({ signal }) =>
      request(customerEndpoints.getOrderSummary, { params: { reference: reference! }, signal }),
    retry: 1,
  });
