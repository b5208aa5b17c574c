import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';
import { settingsKeys } from './settings-keys';

/** GET settings/postalcodes: about 3 000 codes with place names; static, fetched once. */
export const postalCodesQuery = queryOptions({
  queryKey: settingsKeys.postalCodes,
  queryFn: ({ signal }) => request(adminEndpoints.listPostalCodes, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});
export const usePostalCodes = () => useQuery(postalCodesQuery);
