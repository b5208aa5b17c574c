import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { staffOrderKeys } from './staff-order-keys';

/** At least this many characters are searched (the server refuses fewer). */
export const minCustomerQuery = 3;

/** GET order/staff/customer?query=: customers by a part of the phone or the e-mail. */
export const findCustomers = (query: string, signal?: AbortSignal) =>
  request(adminEndpoints.findStaffCustomers, { query: { query }, signal });

export const customersQuery = (query: string) =>
  queryOptions({
    queryKey: staffOrderKeys.customers(query),
    queryFn: ({ signal }) => findCustomers(query, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Asks only once the query is long enough; '' asks nothing. */
export function useFindCustomers(query: string) {
  const text = query.trim();
  return useQuery({ ...customersQuery(text), enabled: text.length >= minCustomerQuery });
}
