import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { useTranslation } from 'react-i18next';
import { serviceHours } from '#contracts/shop-contact.ts';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { request } from '#web/lib/api/client.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';

/** GET shop-info: the seller's facts and terms (issue 15 point 4). */
export const shopInfoQuery = queryOptions({
  queryKey: ['shop-info'] as const,
  queryFn: ({ signal }) => request(customerEndpoints.getShopInfo, { signal }),
  staleTime: 60_000,
});

/**
 * The facts the server put in the page's state (decision 044): no request on a rendered
 * page; asked for only when the page was rendered without them.
 */
export function useShopInfo(): ShopInfo | undefined {
  const fromPage = usePageData().shopInfo;
  const query = useQuery({ ...shopInfoQuery, enabled: fromPage === null });
  return fromPage ?? query.data;
}

/** The customer service's phone and its hours in the page's language (decision 076). */
export function useServiceContact(): { phone: string; hours: string } | undefined {
  const { i18n } = useTranslation();
  const info = useShopInfo();
  return info && { phone: info.phone, hours: serviceHours(info, i18n.language) };
}
