import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { ShopLogo } from '#contracts/shop-logo.ts';
import { request } from '#web/lib/api/client.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';

/** GET shop-info/logo: whether the company uploaded a logo, its size and version. */
export const shopLogoQuery = queryOptions({
  queryKey: ['shop-logo'] as const,
  queryFn: ({ signal }) => request(customerEndpoints.getShopLogo, { signal }),
  staleTime: 60_000,
});

/**
 * The logo the server put in the page's state (decision 077); asked for only when the page
 * was rendered without it (the back office, a page the browser rendered).
 */
export function useShopLogo(): ShopLogo | undefined {
  const fromPage = usePageData().shopLogo;
  const query = useQuery({ ...shopLogoQuery, enabled: fromPage === null });
  return fromPage ?? query.data;
}
