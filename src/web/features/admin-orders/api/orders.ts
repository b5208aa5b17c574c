import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrderListResponse } from '#contracts/order-admin.ts';
import type { StoredOrder, UpdateOrderInput } from '#contracts/order-stored.ts';
import { api } from '#web/lib/api-client.ts';

/** Query keys of the orders feature (under 'admin': logging out drops them). */
export const orderKeys = {
  lists: ['admin', 'orders', 'list'] as const,
  list: (query: string) => ['admin', 'orders', 'list', query] as const,
  one: (id: number) => ['admin', 'orders', id] as const,
};

/** GET order?...: one page of the list. */
export const useOrders = (query: string) =>
  useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderListResponse>(`/order?${query}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => api.get<StoredOrder>(`/order/${id}`, { signal }),
    staleTime: 0,
  });
export const useOrder = (id: number) => useQuery({ ...orderQuery(id), enabled: id > 0 });

/** PUT order/{id}: the answer is the order as saved. */
export function useUpdateOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) => api.put<StoredOrder>(`/order/${id}`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderKeys.one(id), saved);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}

/** DELETE order/{id}: the order leaves the lists at once (admin spec section 4). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/order/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<OrderListResponse>({ queryKey: orderKeys.lists }, (page) =>
        page
          ? { ...page, orders: page.orders.filter((o) => o.id !== id), total: page.total - 1 }
          : page,
      );
      queryClient.removeQueries({ queryKey: orderKeys.one(id) });
    },
  });
}
