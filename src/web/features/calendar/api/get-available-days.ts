import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { calendarKeys } from './calendar-keys';

/** GET calendar/validateAndGetAvailableDays: the free days for a job of `minutes`. */
export const availableDaysQuery = (postalCode: string, minutes: number) =>
  queryOptions({
    queryKey: calendarKeys.availableDays(postalCode, minutes),
    queryFn: ({ signal }) =>
      request(customerEndpoints.getAvailableDays, {
        params: { postalCode, washingTime: minutes },
        signal,
      }),
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
