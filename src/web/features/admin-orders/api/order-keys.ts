import type { OrderListQuery } from '#contracts/order-admin.ts';

/** Query keys of the orders feature (under 'admin': logging out drops them). */
export const orderKeys = {
  lists: ['admin', 'orders', 'list'] as const,
  list: (filter: Partial<OrderListQuery>) => ['admin', 'orders', 'list', filter] as const,
  one: (id: number) => ['admin', 'orders', id] as const,
  history: (id: number) => ['admin', 'orders', id, 'history'] as const,
  washers: ['admin', 'orders', 'washers'] as const,
  photos: (id: number) => ['admin', 'orders', id, 'photos'] as const,
};
