/**
 * Chooses the payment adapter from the configuration: Paytrail's API at PAYTRAIL_API_URL,
 * or the same client pointed at the local simulator this server mounts
 * (PAYMENT_PROVIDER=simulator, the default for npm start).
 */
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '#server/config.ts';
import type { PaymentGateway } from './payment-gateway';
import { createPaytrailClient } from './paytrail-client';

/** Where the simulator is mounted, under the API prefix. */
export const simulatorPrefix = '/payment-simulator';

/** The server's own address as this process reaches it (for the simulator and its callbacks). */
export function selfUrl(address: AddressInfo | string | null, fallback: string): string {
  if (!address || typeof address === 'string') return fallback;
  const loopback: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  const host = loopback[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export function createPaymentGateway(config: AppConfig, ownUrl: () => string): PaymentGateway {
  const { account, secret, apiUrl, provider } = config.payment;
  return createPaytrailClient({
    kind: provider,
    account,
    secret,
    apiUrl:
      provider === 'simulator'
        ? () => `${ownUrl()}/api${simulatorPrefix}`
        : () => apiUrl.replace(/\/$/, ''),
  });
}
