import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { dispatchKeys } from './dispatch-keys';

export interface RescheduleVariables {
  orderId: number;
  cleanerId: number;
  /** ISO instant. */
  start: string;
  notifyCustomer: boolean;
}

/** POST order/{id}/reschedule (the order's life): then every board day is read again. */
export function useRescheduleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: RescheduleVariables) =>
      request(adminEndpoints.rescheduleOrder, { params: { id: orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}
