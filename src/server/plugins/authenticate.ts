import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAllowed, type StaffRole } from '#contracts/access.ts';
import { AppError } from '../lib/app-error';

/**
 * The back-office guard (decision 017).
 *
 * Admin routes opt in, one route at a time or a whole plugin:
 *
 *   app.get('/discount', { onRequest: requireStaff, schema }, handler)
 *   app.addHook('onRequest', requireStaff)   // every route of this plugin
 *
 * and then read `request.adminSession`. The hook answers 401 without a live session, 403
 * FORBIDDEN when the role table (src/contracts/access.ts) does not give the route to the
 * user's role (decision 058), 403 MFA_ENROLMENT_REQUIRED while MFA_REQUIRED waits for the user's TOTP enrolment (unless the
 * route sets `config: { allowPendingMfa: true }`), and checks that a state-changing request
 * is same-origin JSON (CSRF). Customer routes stay public; the route-by-route test
 * (auth.guard.test.ts) fails for any new route that is neither guarded nor on its list of
 * public routes.
 */
export const accessCookieName = 'admin_access';
export const refreshCookieName = 'admin_refresh';
/** The refresh cookie goes only to the auth calls that use it (refresh, logout). */
export const refreshCookiePath = '/api/auth';
export const accessCookiePath = '/api';

export interface AdminSession {
  sessionId: number;
  familyId: string;
  userId: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The washer a `washer` user is; null for the other roles. */
  washerId: number | null;
  hasTotp: boolean;
}

export interface AdminGuardOptions {
  /** The session of a live access token, or null. */
  authenticate(accessToken: string): Promise<AdminSession | null>;
  mfaRequired: boolean;
  /** PUBLIC_URL: its origin is always allowed, besides the request's own host. */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminGuard: AdminGuardOptions;
  }
  interface FastifyRequest {
    /** Set by requireStaff; null on public routes. */
    adminSession: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user whom MFA_REQUIRED still asks to enrol TOTP. */
    allowPendingMfa?: boolean;
    /**
     * The route takes a multipart/form-data body (a file upload) besides JSON; the Origin
     * check still applies. Only routes that parse multipart themselves (job photos).
     */
    acceptsMultipart?: boolean;
  }
}

/** Decorates the /api scope; modules registered inside it can use requireStaff. */
export function registerAdminGuard(app: FastifyInstance, options: AdminGuardOptions) {
  app.decorate('adminGuard', options);
  app.decorateRequest('adminSession', null);
}

function guardOf(request: FastifyRequest): AdminGuardOptions {
  const guard = (request.server as Partial<FastifyInstance>).adminGuard;
  // Fail closed: a route outside the guarded scope must not become public by accident.
  if (!guard) throw new Error('requireStaff used outside the scope of registerAdminGuard');
  return guard;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** The body types a route takes: JSON, and multipart/form-data where the route opts in. */
function isAcceptedType(request: FastifyRequest, type: string): boolean {
  if (type === 'application/json') return true;
  return type === 'multipart/form-data' && request.routeOptions.config.acceptsMultipart === true;
}

/**
 * CSRF defence for state-changing requests (OWASP's origin verification): a body must be
 * JSON (a cross-site form cannot send it without a CORS preflight), or multipart on a route
 * that declares `config: { acceptsMultipart: true }` (a cross-site form could send that, so
 * there the Origin check alone stands), and Origin (or else Referer) must name this site:
 * PUBLIC_URL or the request's own host.
 */
export async function requireSameOrigin(request: FastifyRequest, _reply?: FastifyReply) {
  if (safeMethods.has(request.method)) return;
  if (hasBody(request)) {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!isAcceptedType(request, type)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `state-changing request with ${type || 'no type'}`,
      );
    }
  }
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  const allowed = [originOf(guardOf(request).publicUrl), `${request.protocol}://${request.host}`];
  if (!origin || !allowed.includes(origin)) {
    throw new AppError(
      'FORBIDDEN',
      `cross-origin or origin-less request from ${origin ?? 'nowhere'}`,
    );
  }
}

/** The session of the request's access cookie, or null (no answer is sent). */
export async function findAdminSession(request: FastifyRequest): Promise<AdminSession | null> {
  const token = request.cookies[accessCookieName];
  return token ? guardOf(request).authenticate(token) : null;
}

/** onRequest hook of every back-office route: a live session whose role may call the route. */
export async function requireStaff(request: FastifyRequest, _reply?: FastifyReply) {
  const session = await findAdminSession(request);
  if (!session) throw new AppError('UNAUTHORIZED', 'no live session');
  // A HEAD is the GET of the same route without its body: the same grant.
  const method = String(request.routeOptions.method).replace(/^HEAD$/, 'GET');
  const route = `${method} ${request.routeOptions.url}`;
  if (!isAllowed(route, session, request.params as Record<string, unknown>)) {
    throw new AppError('FORBIDDEN', `role ${session.role} may not call ${route}`);
  }
  const guard = guardOf(request);
  if (guard.mfaRequired && !session.hasTotp && !request.routeOptions.config.allowPendingMfa) {
    throw new AppError('MFA_ENROLMENT_REQUIRED', `user ${session.userId} has no TOTP yet`);
  }
  await requireSameOrigin(request);
  request.adminSession = session;
}

/** The session set by requireStaff (a route without the hook gets a 500, never a pass). */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new Error('route is not guarded by requireStaff');
  return request.adminSession;
}
