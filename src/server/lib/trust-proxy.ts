import type { AppConfig } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses and CIDR ranges pass as they are. A hop
 * count becomes "trust the nearest n hops" (Express's meaning): Fastify 5.12 trusts no
 * one for a bare number, as it cannot check the peer. A count is right only when clients
 * reach the app through those proxies alone (decision 037).
 */
export function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
