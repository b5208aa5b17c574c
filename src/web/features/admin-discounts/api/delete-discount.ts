import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { discountKeys } from './discount-keys';
import { discountsQuery } from './list-discounts';

/** DELETE discount/{id}; the code leaves the list at once (admin spec section 4). */
export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(adminEndpoints.deleteDiscount, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(discountsQuery.queryKey, (list) => list?.filter((d) => d.id !== id));
      queryClient.removeQueries({ queryKey: discountKeys.one(id) });
    },
  });
}
