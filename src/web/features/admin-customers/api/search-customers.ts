import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { customerKeys } from './customer-keys';

/** POST customers/search: a POST, so the e-mail or phone searched never lands in a URL. */
export const searchCustomers = (query: string, signal?: AbortSignal) =>
  request(adminEndpoints.searchCustomers, { body: { query }, signal });

export const customerSearchQuery = (query: string) =>
  queryOptions({
    queryKey: customerKeys.search(query),
    queryFn: ({ signal }) => searchCustomers(query, signal),
    staleTime: 0,
    // Personal data leaves memory as soon as the page no longer shows it.
    gcTime: 0,
    retry: false,
  });

/** The customers matching `query`; nothing is asked while `query` is empty. */
export const useCustomerSearch = (query: string) =>
  useQuery({ ...customerSearchQuery(query), enabled: query !== '' });
