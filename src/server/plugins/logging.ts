import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { loggableError, withoutEmailAddresses } from '../lib/loggable-error';

/**
 * The logger's options (decision 039): logs carry no personal data.
 * - Request lines keep the path and the names of query parameters, never their values
 *   (`/api/order?q=[redacted]`), and a path parameter that is a bearer secret (the order
 *   reference of the thank-you page, a washer's calendar feed secret) is replaced too.
 * - Errors go through loggableError: a database error never with its parameters.
 * - `censorPersonalData` censors the fields below wherever they appear in a logged object.
 */

/** Keys whose values are never logged: credentials, then personal data. */
export const redactedKeys = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'tokenHash',
  'secret',
  'totp',
  'totpSecret',
  'email',
  'customer_email',
  'customerEmail',
  'phone',
  'customer_phone',
  'name',
  'customer_name',
  'billingName',
  'address',
  'addresses',
  'streetAddress',
  'street_address',
  'billingStreetAddress',
  'doorCode',
  'door_code',
] as const;

export const censor = '[redacted]';

const redacted = new Set<string>(redactedKeys);
const maxDepth = 8;

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || Array.isArray(value);
};

/**
 * A copy of a log line's object with the value of every redacted key censored, at any
 * depth (plain objects and arrays; anything else, a request or an error, is left to its
 * serializer). It runs only for a line that is written: pino's own `redact` also ran on
 * every request's child logger, a quarter of the time of a cached answer (bench/README.md).
 */
export function censorPersonalData(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value;
  if (depth >= maxDepth) return censor;
  if (Array.isArray(value)) return value.map((item) => censorPersonalData(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = redacted.has(key) ? censor : censorPersonalData(item, depth + 1);
  }
  return copy;
}

/** Path parameters that are bearer secrets: their value is not logged. */
const secretParams = new Set(['reference', 'secret', 'token']);

/** The customer's order page (decision 049): its token is the path's last segment. */
const orderPagePath = /^(\/(?:tilaus|en\/order)\/)[^/]+$/;

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

/** The request's path without secrets, and its query's names without their values. */
export function loggableUrl(request: LoggedRequest): string {
  const url = request.url ?? '';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const pattern = request.routeOptions?.url?.split('/');
  const parts = path.split('/');
  const shown =
    pattern?.length === parts.length
      ? parts.map((part, i) => (secretParams.has(pattern[i]!.slice(1)) ? censor : part))
      : parts;
  const safePath = withoutEmailAddresses(shown.join('/')).replace(orderPagePath, `$1${censor}`);
  if (mark < 0) return safePath;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]!)
    .map((name) => (/^[\w.[\]-]{1,40}$/.test(name) ? name : censor));
  return `${safePath}?${names.map((name) => `${name}=${censor}`).join('&')}`;
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream && { stream }),
    formatters: { log: (object) => censorPersonalData(object) as Record<string, unknown> },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: loggableError,
    },
  };
}
