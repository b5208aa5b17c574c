import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostalCodeOption } from '#contracts/settings.ts';
import { api } from '#web/lib/api-client.ts';
import { settingsKeys } from './settings-keys';

/** GET settings/postalcodes: about 3 000 codes with place names; static, fetched once. */
export const postalCodesQuery = queryOptions({
  queryKey: settingsKeys.postalCodes,
  queryFn: ({ signal }) => api.get<PostalCodeOption[]>('/settings/postalcodes', { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});
export const usePostalCodes = () => useQuery(postalCodesQuery);
