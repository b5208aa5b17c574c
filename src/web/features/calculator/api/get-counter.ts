import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { api } from '#web/lib/api-client.ts';
import { useResource } from '../hooks/use-resource';

/** The landing page asks for counter 9999 (customer spec section 3): the active configuration. */
export const landingCounterId = 9999;

export async function getLandingCounter(signal: AbortSignal): Promise<CounterConfig> {
  const answer = await api.get<CounterApi>(`/counter/${landingCounterId}`, {
    signal,
    isPublic: true,
  });
  return counterToDomain(answer);
}

export const useCounterConfig = () =>
  useResource(`counter/${landingCounterId}`, getLandingCounter, 5 * 60_000);
