import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { shopLogoField } from '#contracts/shop-logo-addresses.ts';
import { request } from '#web/lib/api/client.ts';
import { shopLogoQuery } from '#web/lib/shop-logo.ts';

/** PUT settings/shop-info/logo, multipart with the field `logo`: the new logo's description. */
export function uploadShopLogo(file: File) {
  const body = new FormData();
  body.append(shopLogoField, file);
  return request(adminEndpoints.uploadShopLogo, { body });
}

/** The headers show the new logo at once: the answer is the logo query's new data. */
export function useUploadShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadShopLogo,
    onSuccess: (logo) => queryClient.setQueryData(shopLogoQuery.queryKey, logo),
  });
}
