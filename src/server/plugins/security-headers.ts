import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  }
}

export const privateCacheControl = 'no-store';

/** The Cache-Control an answer leaves with. */
function cacheControlOf(request: FastifyRequest, reply: FastifyReply): string {
  const path = request.url.split('?')[0]!;
  const isApi = path === '/api' || path.startsWith('/api/');
  const isSuccess = reply.statusCode < 400;
  if (isApi) {
    const own = request.routeOptions.config.publicCacheControl;
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
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
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
function helmetHeaders(options: HelmetOptions): [string, string][] {
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
  return [...headers];
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(helmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const publicCacheRoutes = new Map<string, string>();
  app.decorate('publicCacheRoutes', publicCacheRoutes);
  app.addHook('onRoute', (route) => {
    const policy = (route.config as FastifyContextConfig | undefined)?.publicCacheControl;
    if (policy === undefined) return;
    for (const method of [route.method].flat())
      publicCacheRoutes.set(`${method} ${route.url}`, policy);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', cacheControlOf(request, reply));
    return payload;
  });
}
