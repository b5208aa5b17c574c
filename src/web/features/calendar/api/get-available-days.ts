import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDate } from '#contracts/calendar.ts';
import { api } from '#web/lib/api-client.ts';

/** GET calendar/validateAndGetAvailableDays: the free days for a job of `minutes`. */
export const availableDaysQuery = (postalCode: string, minutes: number) =>
  queryOptions({
    queryKey: ['calendar', 'available-days', postalCode, minutes],
    queryFn: ({ signal }) =>
      api.get<AvailableDate[]>(
        `/calendar/validateAndGetAvailableDays/${encodeURIComponent(postalCode)}/${minutes}`,
        { signal, isPublic: true },
      ),
    staleTime: 30_000,
  });

/** Asks only once the code has five digits and the washing time is known. */
export function useAvailableDays(postalCode: string, minutes: number | null) {
  const isReady = /^\d{5}$/.test(postalCode) && minutes !== null;
  return useQuery({
    ...availableDaysQuery(postalCode, minutes ?? 0),
    enabled: isReady,
  });
}
