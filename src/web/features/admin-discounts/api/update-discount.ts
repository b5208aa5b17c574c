import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount, DiscountForm } from '#contracts/discount.ts';
import { api } from '#web/lib/api-client.ts';
import { discountKeys } from './discount-keys';

/** PUT discount/{id}: every field of the form; applied and user_id stay as they are. */
export function useUpdateDiscount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountForm) => api.put<Discount>(`/discount/${id}`, input),
    onSuccess: (discount) => {
      queryClient.setQueryData(discountKeys.one(id), discount);
      return queryClient.invalidateQueries({ queryKey: discountKeys.all });
    },
  });
}
