import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { RecordPaymentInput } from '#contracts/order-money.ts';
import { request } from '#web/lib/api/client.ts';
import { receivableKeys } from './receivable-keys';

/** POST order/:id/payments (issue 24): 201 with the order; more than is due is 400 `amount`. */
export const recordPayment = (orderId: number, body: RecordPaymentInput) =>
  request(adminEndpoints.recordOrderPayment, { params: { id: orderId }, body });

/** Records the payment; the receivables are read again (a paid invoice leaves the list). */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: number; input: RecordPaymentInput }) =>
      recordPayment(orderId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivableKeys.all }),
  });
}
