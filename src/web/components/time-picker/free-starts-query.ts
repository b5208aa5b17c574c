import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';

/**
 * GET calendar/freeStarts: every free start of one day for a job of `minutes` (the time
 * picker of the calendar page and of the order page's move, issue 28). Asks once the day
 * is chosen and the code and washing time are known.
 */
export function useFreeStarts(postalCode: string, minutes: number | null, date: string | null) {
  const isReady = /^\d{5}$/.test(postalCode) && minutes !== null && date !== null;
  return useQuery({
    queryKey: ['calendar', 'free-starts', postalCode, minutes, date] as const,
    queryFn: ({ signal }) =>
      request(customerEndpoints.getFreeStarts, {
        params: { postalCode, washingTime: minutes ?? 0, date: date ?? '' },
        signal,
      }),
    enabled: isReady,
    staleTime: 30_000,
  });
}
