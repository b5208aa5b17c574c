import { counterToDomain } from '#contracts/counter-mapping.ts';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { request } from '#web/lib/api/client.ts';
import { resource, useResource } from '../hooks/use-resource';

/** The landing page asks for counter 9999 (customer spec section 3): the active configuration. */
export const landingCounterId = 9999;

export async function getLandingCounter(signal: AbortSignal): Promise<CounterConfig> {
  const answer = await request(customerEndpoints.getCounter, {
    params: { counterId: landingCounterId },
    signal,
  });
  return counterToDomain(answer);
}

const landingCounter = resource(getLandingCounter, 5 * 60_000, (page) =>
  page.counter ? counterToDomain(page.counter) : undefined,
);

export const useCounterConfig = () => useResource(landingCounter);
