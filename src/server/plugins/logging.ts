import { hostname } from 'node:os';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { loggableError, withoutEmailAddresses } from '../lib/loggable-error';
import { pageAtPath, pagePath } from '#contracts/site-pages.ts';
import type { LogDestination } from './log-destination';

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

/**
 * A customer page's address with its parameters (an order page's token, a thank-you page's
 * reference: bearer secrets) censored, in every language the page table knows.
 */
function withoutPageSecrets(path: string): string {
  const address = pageAtPath(path);
  const secrets = Object.keys(address?.params ?? {}).filter((name) => secretParams.has(name));
  if (!address || secrets.length === 0) return path;
  const censored = { ...address.params, ...Object.fromEntries(secrets.map((n) => [n, censor])) };
  return decodeURIComponent(pagePath(address.page, address.language, censored));
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The request's path without secrets, and its query's names without their values. */
export function loggableUrl(request: LoggedRequest): string {
  const url = request.url ?? '';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const pattern = request.routeOptions?.url?.split('/');
  const parts = path.split('/');
  // Decoded, so an address sent as %40 is recognised as one and censored too.
  const shown =
    pattern?.length === parts.length
      ? parts.map((part, i) => (secretParams.has(pattern[i]!.slice(1)) ? censor : decoded(part)))
      : parts.map(decoded);
  const safePath = withoutPageSecrets(withoutEmailAddresses(shown.join('/')));
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

/** The access line's message. */
export const accessMessage = 'request';

/**
 * The request's one access line (issue 27, decisions 075 and 087), written when the answer is
 * sent: method, route pattern, status, milliseconds and the request's id. A path is added
 * only where the pattern does not say which page it was (no route, or the pages' wildcard),
 * and then without its secrets. Fastify's own two lines per request are off.
 *
 * The line is pino's, field for field (level, time, pid, hostname, reqId, then the fields
 * and msg), but made here: pino's work per call (the log formatter's copy, the child's
 * bindings, the serialisation) was a fifth of a cached public answer's CPU time. Nothing in
 * it is personal: the method, the route's pattern, numbers, the generated id and the
 * censored path. Production's destination buffers it (`writeAccess`).
 */
export function accessLog(destination: DestinationStream | LogDestination) {
  const write =
    'writeAccess' in destination
      ? (line: string) => destination.writeAccess(line)
      : (line: string) => void destination.write(line);
  const processFields = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return function logResponse(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const route = request.routeOptions.url;
    const routeField = route === undefined ? '' : `,"route":${JSON.stringify(route)}`;
    const urlField =
      route === undefined || route.endsWith('*')
        ? `,"url":${JSON.stringify(loggableUrl(request))}`
        : '';
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    write(
      `{"level":30,"time":${Date.now()},${processFields},"reqId":${JSON.stringify(request.id)},` +
        `"method":${JSON.stringify(request.method)}${routeField},"status":${reply.statusCode}` +
        `${urlField},"ms":${ms},"msg":"${accessMessage}"}\n`,
    );
    done();
  };
}
