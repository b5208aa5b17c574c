import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount } from '#contracts/discount.ts';
import { api } from '#web/lib/api-client.ts';
import { discountKeys } from './discount-keys';

/** DELETE discount/{id}; the code leaves the list at once (admin spec section 4). */
export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/discount/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Discount[]>(discountKeys.all, (list) =>
        list?.filter((d) => d.id !== id),
      );
      queryClient.removeQueries({ queryKey: discountKeys.one(id) });
    },
  });
}
