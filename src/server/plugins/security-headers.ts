import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entryLoaderSource } from './entry-after-paint';

/**
 * Who may keep an answer, and who may frame a page (decision 039).
 *
 * Every answer under /api is `Cache-Control: no-store` (back office, auth, orders,
 * payments, customer data, errors, and whatever route is added next), except the public
 * read-only answers whose route names its own policy, one route at a time:
 *
 *   app.get('/health', { config: { publicCacheControl: 'no-cache' }, schema }, handler)
 *
 * An error answer of such a route is no-store too. Outside /api (the web app) the static
 * files keep what they set (hashed assets immutable, index.html no-cache) and anything
 * else is no-store. No page may be framed: CSP `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /path` of every route with a publicCacheControl, and that policy. */
    publicCacheRoutes: ReadonlyMap<string, string>;
  }
  interface FastifyContextConfig {
    /**
     * The Cache-Control of this route's successful answers: only for public answers that
     * carry no personal data and do not depend on a session. Without it: no-store.
     */
    publicCacheControl?: string;
    /**
     * The successful answer is a personal file (a job's photo): `private, no-store`, so that
     * no shared cache keeps it even if one ignores no-store. Its error answers stay no-store.
     */
    isPrivateFile?: boolean;
  }
}

export const privateCacheControl = 'no-store';
export const privateFileCacheControl = 'private, no-store';

/** The Cache-Control an answer leaves with. */
function cacheControlOf(request: FastifyRequest, reply: FastifyReply): string {
  const path = request.url.split('?')[0]!;
  const isApi = path === '/api' || path.startsWith('/api/');
  const isSuccess = reply.statusCode < 400;
  if (isApi) {
    const { publicCacheControl: own, isPrivateFile } = request.routeOptions.config;
    if (isPrivateFile && isSuccess) return privateFileCacheControl;
    return own !== undefined && isSuccess ? own : privateCacheControl;
  }
  const set = reply.getHeader('cache-control');
  return typeof set === 'string' && isSuccess ? set : privateCacheControl;
}

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Paytrail's payment method logos (the simulator serves its own).
      imgSrc: ["'self'", 'data:', 'https://resources.paytrail.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The entry's loader on the pages the server draws (decision 084), by its hash.
      scriptSrc: ["'self'", entryLoaderSource],
      connectSrc: ["'self'"],
      // The back office's service worker and web app manifest (issue 23, decision 059).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      formAction: ["'self'", 'https:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
};

/**
 * Helmet's headers, worked out once: they are the same for every answer (no nonces), and
 * building helmet's middleware per request (as @fastify/helmet does) cost about a tenth of
 * a cached public answer's time (issue 16).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}

/**
 * The browser features no page uses are off for every answer (issue 25, decision 065). On
 * (for the site's own pages only): fullscreen and picture-in-picture (the landing page's
 * video guide); in the back office also the camera (the washer's photo of a job:
 * `<input type="file" capture>` on /admin/my-day; the back office is one document, so its
 * every page carries it) and writing the clipboard (the run sheet's link). Only names
 * Chromium knows: it reports any other on the console (`bluetooth` and `web-share` are
 * not features it knows; e2e/valid-html.spec.ts).
 */
const permissionsOff = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

function permissionsPolicy(isBackOffice: boolean): string {
  const self = ['fullscreen', 'picture-in-picture'];
  const backOffice = ['camera', 'clipboard-write'];
  return [
    ...permissionsOff.map((feature) => `${feature}=()`),
    ...(isBackOffice ? [] : backOffice.map((feature) => `${feature}=()`)),
    ...self.map((feature) => `${feature}=(self)`),
    ...(isBackOffice ? backOffice.map((feature) => `${feature}=(self)`) : []),
  ].join(', ');
}

export const permissionsPolicies = {
  site: permissionsPolicy(false),
  backOffice: permissionsPolicy(true),
} as const;

const isBackOfficePage = (url: string) => url === '/admin' || /^\/admin[/?]/.test(url);

export async function registerSecurityHeaders(app: FastifyInstance) {
  const helmetSet = helmetHeaders(helmetOptions);
  const siteHeaders = { ...helmetSet, 'permissions-policy': permissionsPolicies.site };
  const backOfficeHeaders = { ...helmetSet, 'permissions-policy': permissionsPolicies.backOffice };
  // Set on Fastify's reply, not on the raw response: Node then takes them with the rest in
  // one writeHead, its fast path (the notices' CPU time per answer 180 → 169 µs, bench/README.md).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isBackOfficePage(request.url) ? backOfficeHeaders : siteHeaders);
    done();
  });
  const publicCacheRoutes = new Map<string, string>();
  app.decorate('publicCacheRoutes', publicCacheRoutes);
  app.addHook('onRoute', (route) => {
    const policy = (route.config as FastifyContextConfig | undefined)?.publicCacheControl;
    if (policy === undefined) return;
    for (const method of [route.method].flat()) {
      // Caches keep only reads, and the calendar takes such a route for one (calendar-changes.ts).
      if (method !== 'GET' && method !== 'HEAD') {
        throw new Error(`${method} ${route.url}: a public cache policy is for reads only`);
      }
      publicCacheRoutes.set(`${method} ${route.url}`, policy);
    }
  });
  // A callback, not an async function: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('cache-control', cacheControlOf(request, reply));
    done(null, payload);
  });
}
