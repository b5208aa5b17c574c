import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerEraseInput } from '#contracts/customer-data.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { customerKeys } from './customer-keys';

/**
 * POST customers/erase: replaces the personal fields of every order of the address, with the
 * acting user's current password (and code). The search runs again afterwards.
 */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerEraseInput) =>
      request(adminEndpoints.eraseCustomer, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
