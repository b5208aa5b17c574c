import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageCancelInput, ManageRescheduleInput } from '#contracts/manage.ts';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { manageKeys } from './manage-keys';

/** POST manage/{token}/cancel; the answer replaces the order in the cache. */
export function useCancelManagedOrder(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageCancelInput) =>
      request(customerEndpoints.cancelManagedOrder, { params: { token }, body }),
    onSuccess: (order) => client.setQueryData(manageKeys.order(token), order),
  });
}

/** POST manage/{token}/reschedule; the answer replaces the order in the cache. */
export function useRescheduleManagedOrder(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageRescheduleInput) =>
      request(customerEndpoints.rescheduleManagedOrder, { params: { token }, body }),
    onSuccess: (order) => {
      client.setQueryData(manageKeys.order(token), order);
      void client.invalidateQueries({ queryKey: ['manage-free-times'] });
    },
    // A start taken meanwhile: the picker shows the day's starts as they are now.
    onError: () => void client.invalidateQueries({ queryKey: ['calendar', 'free-starts'] }),
  });
}
