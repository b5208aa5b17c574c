import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoint } from '#contracts/endpoints/endpoint.ts';
import type { RescheduleOrderInput } from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { request } from '#web/lib/api/client.ts';
import { dispatchKeys } from './dispatch-keys';

export interface RescheduleVariables {
  orderId: number;
  cleanerId: number;
  /** ISO instant. */
  start: string;
  notifyCustomer: boolean;
}

/**
 * The order life part's route. Until its descriptor `adminEndpoints.rescheduleOrder` is
 * merged, the same descriptor here; then this line becomes that one.
 */
const rescheduleOrder = endpoint('POST', '/order/:id/reschedule').returns<
  StoredOrder,
  RescheduleOrderInput
>();

/** POST order/{id}/reschedule (the order's life): then every board day is read again. */
export function useRescheduleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RescheduleVariables) =>
      request(rescheduleOrder, { params: { id: orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}
