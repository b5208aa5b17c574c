import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { shopLogoQuery } from '#web/lib/shop-logo.ts';

/** DELETE settings/shop-info/logo: back to the product's mark, which the answer describes. */
export function useDeleteShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(adminEndpoints.deleteShopLogo),
    onSuccess: (logo) => queryClient.setQueryData(shopLogoQuery.queryKey, logo),
  });
}
