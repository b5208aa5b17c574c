import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import type { OrderListQuery, OrderListResponse } from '#contracts/order-admin.ts';
import type { UpdateOrderInput } from '#contracts/order-stored.ts';
import { request } from '#web/lib/api/client.ts';
import { orderKeys } from './order-keys';

/** The list's filters, sorting and page; the server's defaults fill what is left out. */
export type OrderListFilter = Partial<OrderListQuery>;

/** GET order?...: one page of the list. */
export const ordersQuery = (filter: OrderListFilter) =>
  queryOptions({
    queryKey: orderKeys.list(filter),
    queryFn: ({ signal }) => request(adminEndpoints.listOrders, { query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of the list. */
export const useOrders = (filter: OrderListFilter) => useQuery(ordersQuery(filter));

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => request(adminEndpoints.getOrder, { params: { id }, signal }),
    staleTime: 0,
  });
export const useOrder = (id: number) => useQuery({ ...orderQuery(id), enabled: id > 0 });

/** PUT order/{id}: the answer is the order as saved. */
export function useUpdateOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrderInput) =>
      request(adminEndpoints.updateOrder, { params: { id }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderQuery(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}

/** DELETE order/{id}: the order leaves the lists at once (admin spec section 4). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.deleteOrder, { params: { id } }),
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
