import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type {
  CancelOrderInput,
  OrderNoteInput,
  RescheduleOrderInput,
} from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { request } from '#web/lib/api/client.ts';
import { orderKeys } from './order-keys';
import { orderQuery } from './orders';

/** GET order/{id}/history: who changed what, oldest first. */
export const orderHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.history(id),
    queryFn: ({ signal }) => request(adminEndpoints.getOrderHistory, { params: { id }, signal }),
    staleTime: 0,
  });
export const useOrderHistory = (id: number) => useQuery(orderHistoryQuery(id));

/** The washers to move a job to (GET settings/cleaners). */
export const washersQuery = () =>
  queryOptions({
    queryKey: orderKeys.washers,
    queryFn: ({ signal }) => request(adminEndpoints.listCleaners, { signal }),
    staleTime: 60_000,
  });
export const useWashers = () => useQuery(washersQuery());

/** The order's answer replaces the cached order; the lists and the history refetch. */
export function useOrderChange<Input>(id: number, call: (input: Input) => Promise<StoredOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      queryClient.setQueryData(orderQuery(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: orderKeys.history(id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}

export const useCancelOrder = (id: number) =>
  useOrderChange(id, (body: CancelOrderInput) =>
    request(adminEndpoints.cancelOrder, { params: { id }, body }),
  );

export const useRescheduleOrder = (id: number) =>
  useOrderChange(id, (body: RescheduleOrderInput) =>
    request(adminEndpoints.rescheduleOrder, { params: { id }, body }),
  );

/** Mark done: one call, with an optional note. */
export type NoteAction = 'markOrderDone';

export const useNoteAction = (id: number, action: NoteAction) =>
  useOrderChange(id, (body: OrderNoteInput) =>
    request(adminEndpoints[action], { params: { id }, body }),
  );
