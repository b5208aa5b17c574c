import { useQuery } from '@tanstack/react-query';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';
import { manageKeys } from './manage-keys';

/** The customer calendar's free days for the job's length (whole minutes, at least 1). */
export const useFreeTimes = (postalCode: string, minutes: number, enabled: boolean) =>
  useQuery({
    queryKey: manageKeys.freeTimes(postalCode, minutes),
    enabled,
    queryFn: ({ signal }) =>
      request(customerEndpoints.getAvailableDays, {
        params: { postalCode, washingTime: minutes },
        signal,
      }),
  });
