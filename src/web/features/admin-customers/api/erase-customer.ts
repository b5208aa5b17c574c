import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerEraseInput, CustomerEraseResult } from '#contracts/customer-data.ts';
import { api } from '#web/lib/api-client.ts';
import { customerKeys } from './customer-keys';

/**
 * POST customers/erase: replaces the personal fields of every order of the address, with the
 * acting user's current password (and code). The search runs again afterwards.
 */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerEraseInput) =>
      api.post<CustomerEraseResult>('/customers/erase', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
