import type { z } from 'zod';
import type { postalCodeAvailabilityResponseSchema } from '#contracts/calendar.ts';
import { api } from '#web/lib/api-client.ts';

type PostalCodeAvailability = z.infer<typeof postalCodeAvailabilityResponseSchema>;

/** Whether a washer's postal areas list the code (the calendar module answers). */
export async function isPostalCodeServed(postalCode: string): Promise<boolean> {
  const answer = await api.get<PostalCodeAvailability>(
    `/calendar/validatePostalcode/${encodeURIComponent(postalCode)}`,
    { isPublic: true },
  );
  return answer.available;
}
