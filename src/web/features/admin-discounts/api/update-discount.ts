import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountForm } from '#contracts/discount.ts';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { discountKeys } from './discount-keys';
import { discountQuery } from './get-discount';

/** PUT discount/{id}: every field of the form; applied and user_id stay as they are. */
export function useUpdateDiscount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountForm) =>
      request(adminEndpoints.updateDiscount, { params: { id }, body: input }),
    onSuccess: (discount) => {
      queryClient.setQueryData(discountQuery(id).queryKey, discount);
      return queryClient.invalidateQueries({ queryKey: discountKeys.all });
    },
  });
}
