import type { RouteOptions } from 'fastify';
import { routeGrants } from '#contracts/access.ts';
import { simulatorPrefix } from '../integrations/payment/payment-gateways';
import {
  accessCookieName,
  refreshCookieName,
  requireSameOrigin,
  requireStaff,
} from './authenticate';

/**
 * What the OpenAPI document says about each operation beyond its schema (decision 066),
 * derived here in one place from what the app itself enforces, so that a new route is
 * described without a line of its own: who may call it (security), its `operationId`, and
 * whether it is in the document at all.
 */

/** The credentials a caller can present, as OpenAPI security schemes. */
export const securitySchemes = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: accessCookieName,
    description:
      'The back-office session: the short-lived access cookie set by `POST /api/auth/login` (and renewed by `GET /api/auth/refresh`). The role table (src/contracts/access.ts) decides which roles may call each operation: `403 FORBIDDEN` otherwise.',
  },
  staffRefresh: {
    type: 'apiKey',
    in: 'cookie',
    name: refreshCookieName,
    description:
      'The refresh cookie (path `/api/auth`), sent only to the calls that renew or end a session.',
  },
  sameOrigin: {
    type: 'apiKey',
    in: 'header',
    name: 'Origin',
    description:
      "CSRF defence of every state-changing call with a cookie: `Origin` (or else `Referer`) must name this site, and a body must be `application/json` (or `multipart/form-data` where an operation takes an upload). Browsers send it themselves; another client sends the server's own origin. Otherwise `403 FORBIDDEN` or `415`.",
  },
  kbotToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The external booking system's token (setting `KBOT_TOKEN`), as `Authorization: Bearer <token>`; without the setting the operation answers 404.",
  },
} as const;

export type SchemeName = keyof typeof securitySchemes;
export type SecurityRequirement = Partial<Record<SchemeName, []>>;

/**
 * Operations that check a credential themselves (no guard hook shows it), by Fastify's
 * `METHOD url`. auth.guard.test.ts proves the refusals; api-docs.test.ts that every key
 * names a route.
 */
export const ownCredentials: Record<string, SecurityRequirement[]> = {
  'GET /api/auth/refresh': [{ staffRefresh: [] }],
  // Ends the session of either cookie, and answers 204 without one.
  'POST /api/auth/logout': [
    { staffSession: [], sameOrigin: [] },
    { staffRefresh: [], sameOrigin: [] },
    { sameOrigin: [] },
  ],
  'PUT /api/integrations/kbot/calendars/:calendarId/blocks': [{ kbotToken: [] }],
};

/**
 * Secret links: the credential is a path parameter (an unguessable token in an address that
 * was mailed or handed out). OpenAPI has no security scheme in the path, so these operations
 * declare no scheme (`security: []`) and say so with `x-secret-in-path` and the parameter's
 * description; whoever has the address may make the call.
 */
export const secretPathParameters: Record<string, string> = {
  token:
    "The order page's secret from the customer's mail: the only credential (an unknown or expired one answers 404).",
  secret:
    "The washer feed's secret address, made in the back office: the only credential (a wrong or replaced one answers 404).",
  reference:
    "The order's unguessable reference, known to the customer's browser and to the payment provider: the only credential.",
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const hooksOf = (hooks: RouteOptions['onRequest']): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Whether a route belongs in the document: the API, not the web app nor the simulator. */
export function isDescribed(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(`/api${simulatorPrefix}`);
}

/** The security requirements of one route, read from its guard and the role table. */
export function securityOf(route: Pick<RouteOptions, 'method' | 'url' | 'onRequest'>) {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  const method = methods[0] ?? 'GET';
  const key = `${method} ${route.url}`;
  const own = ownCredentials[key];
  if (own) return own;
  const hooks = hooksOf(route.onRequest);
  if (key in routeGrants || hooks.includes(requireStaff)) {
    return safeMethods.has(method)
      ? [{ staffSession: [] }]
      : [{ staffSession: [], sameOrigin: [] }];
  }
  if (hooks.includes(requireSameOrigin)) return [{ sameOrigin: [] }];
  // Public: no credential, or only the secret in the path.
  return [];
}

/** The path parameters of a public route that are its secret (see secretPathParameters). */
export function secretParametersOf(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)]
    .map((match) => match[1]!)
    .filter((name) => name in secretPathParameters);
}

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));

/**
 * A stable, readable id from the method and the path: `GET /api/order/{id}/receipt.pdf` is
 * `getOrderByIdReceiptPdf`, `GET /api/calendar-feed/{washerId}/{secret}` is
 * `getCalendarFeedByWasherIdAndSecret`. A route may set its own `schema.operationId`.
 */
export function operationIdOf(method: string, path: string): string {
  const parts: string[] = [];
  let afterParameter = false;
  for (const segment of path.replace(/^\/api\//, '').split('/')) {
    const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (parameter) parts.push(afterParameter ? 'And' : 'By', ...words(parameter));
    else parts.push(...words(segment));
    afterParameter = parameter !== undefined;
  }
  return method.toLowerCase() + parts.join('');
}
