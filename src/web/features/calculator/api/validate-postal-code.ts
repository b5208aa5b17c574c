import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { request } from '#web/lib/api/client.ts';

/** Whether a washer's postal areas list the code (the calendar module answers). */
export async function isPostalCodeServed(postalCode: string): Promise<boolean> {
  const answer = await request(customerEndpoints.validatePostalCode, { params: { postalCode } });
  return answer.available;
}
