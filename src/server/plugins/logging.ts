import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { loggableError, withoutEmailAddresses } from '../lib/loggable-error';

/**
 * The logger's options (decision 039): logs carry no personal data.
 * - Request lines keep the path and the names of query parameters, never their values
 *   (`/api/order?q=[redacted]`), and a path parameter that is a bearer secret (the order
 *   reference of the thank-you page, a washer's calendar feed secret) is replaced too.
 * - Errors go through loggableError: a database error never with its parameters.
 * - `redact` censors the fields below wherever they appear, up to six levels deep.
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

/** `key`, `*.key`, ... `*.*.*.*.key` for every key (pino's wildcards match one level each). */
export function redactPaths(keys: readonly string[] = redactedKeys, depth = 6): string[] {
  const paths: string[] = [];
  for (let level = 0; level < depth; level++) {
    const prefix = '*.'.repeat(level);
    for (const key of keys) {
      const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
      paths.push(safe.startsWith('[') ? `${prefix.slice(0, -1) || ''}${safe}` : prefix + safe);
    }
  }
  return paths;
}

/** Path parameters that are bearer secrets: their value is not logged. */
const secretParams = new Set(['reference', 'secret']);

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
  const safePath = withoutEmailAddresses(shown.join('/'));
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
    redact: { paths: redactPaths(), censor },
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
