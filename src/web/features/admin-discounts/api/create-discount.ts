import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount, DiscountForm } from '#contracts/discount.ts';
import { api } from '#web/lib/api-client.ts';
import { discountKeys } from './discount-keys';

/** POST discount: the server records the logged-in user as user_id (admin spec section 6). */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountForm) => api.post<Discount>('/discount', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
