import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountForm } from '#contracts/discount.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { discountKeys } from './discount-keys';

/** POST discount: the server records the logged-in user as user_id (admin spec section 6). */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountForm) => request(adminEndpoints.createDiscount, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
