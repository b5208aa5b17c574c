import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { ShopInfoInput } from '#contracts/shop-info.ts';
import { request } from '#web/lib/api/client.ts';
import { shopInfoQuery as pageShopInfoQuery } from '#web/lib/shop-info.ts';
import { settingsKeys } from './settings-keys';

/** GET shop-info (the public read: the same facts the customers see). */
export const shopInfoQuery = queryOptions({
  queryKey: settingsKeys.shopInfo,
  queryFn: ({ signal }) => request(customerEndpoints.getShopInfo, { signal }),
  staleTime: 0,
});

export const useShopInfo = () => useQuery(shopInfoQuery);

/** PUT settings/shop-info: the whole set; the answer is what was saved. */
export function useSaveShopInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: ShopInfoInput) => request(adminEndpoints.updateShopInfo, { body: info }),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopInfoQuery.queryKey, saved);
      // The back office's header and title name the brand (decision 077).
      queryClient.setQueryData(pageShopInfoQuery.queryKey, saved);
    },
  });
}
