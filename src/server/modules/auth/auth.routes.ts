import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authProfileSchema,
  loginRequestSchema,
  totpCodeInputSchema,
  totpSetupSchema,
  userListItemSchema,
} from '#contracts/auth.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { authUserSchema, createUserInputSchema } from '#contracts/user.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  adminSessionOf,
  findAdminSession,
  refreshCookieName,
  requireStaff,
  requireSameOrigin,
} from '#server/plugins/authenticate.ts';
import type { UsersService } from '../users/users.service';
import type { AuthCookies } from './auth-cookies';
import type { AuthService } from './auth.service';
import { reauthenticationBodySchema, withRetryAfter } from './reauthentication';
import type { SessionService } from './session.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  users: UsersService;
  sessions: SessionService;
  cookies: AuthCookies;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const pendingMfaAllowed = { allowPendingMfa: true };

/** POST auth/login, GET auth/refresh, POST auth/logout, GET auth, GET auth/:id, POST auth/register, TOTP. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, users, sessions, cookies },
) => {
  // Nothing the auth calls answer may be kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/login',
    {
      onRequest: requireSameOrigin,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Log in: sets the access and refresh cookies',
        body: loginRequestSchema,
        response: { 200: authProfileSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tokens, profile } = await withRetryAfter(reply, () =>
        auth.login(request.body, request.ip),
      );
      cookies.set(reply, tokens);
      return profile;
    },
  );

  app.get(
    '/auth/refresh',
    {
      schema: {
        summary:
          'Rotates the refresh cookie and issues a new access cookie; the same token again within 30 s answers the same pair',
        response: { 200: authProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = request.cookies[refreshCookieName];
      const result = token ? await sessions.rotate(token) : ({ outcome: 'invalid' } as const);
      if (result.outcome === 'reused' || result.outcome === 'invalid') {
        cookies.clear(reply);
        if (result.outcome === 'reused') {
          request.log.warn('a replaced refresh token was presented: its session family is revoked');
        }
        throw new AppError('UNAUTHORIZED', `refresh ${result.outcome}`);
      }
      // 'repeated': a concurrent refresh (another tab) gets the same pair, set again.
      cookies.set(reply, result.tokens);
      return auth.profile(result.tokens.userId);
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireSameOrigin,
      schema: {
        summary: 'Ends the session (its whole family) at once; answers 204 also without one',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const session = await findAdminSession(request);
      const refreshToken = request.cookies[refreshCookieName];
      const familyId =
        session?.familyId ??
        (refreshToken ? await sessions.familyOfRefreshToken(refreshToken) : null);
      if (familyId) await sessions.revokeFamily(familyId);
      cookies.clear(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth',
    {
      onRequest: requireStaff,
      config: pendingMfaAllowed,
      schema: { summary: 'The logged-in user', response: { 200: authProfileSchema, ...errors } },
    },
    (request) => auth.profile(adminSessionOf(request).userId),
  );

  app.get(
    '/auth/:id',
    {
      onRequest: requireStaff,
      schema: {
        summary: 'A user as the session sees it: id and name',
        params: idParamsSchema,
        response: { 200: authUserSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await users.get(request.params.id);
      return { id: user.id, name: user.name };
    },
  );

  app.post(
    '/auth/register',
    {
      onRequest: requireStaff,
      schema: {
        summary: 'Creates a back-office user (admins only)',
        body: createUserInputSchema,
        response: { 201: userListItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await users.create(request.body)),
  );

  app.post(
    '/auth/totp/setup',
    {
      onRequest: requireStaff,
      config: pendingMfaAllowed,
      schema: {
        summary:
          'Starts TOTP enrolment: a new secret with its QR code; replacing one that is on needs {currentPassword, code}',
        body: reauthenticationBodySchema,
        response: { 200: totpSetupSchema, 429: errorResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      withRetryAfter(reply, () =>
        auth.startTotpSetup(adminSessionOf(request), request.body ?? {}, request.ip),
      ),
  );

  app.post(
    '/auth/totp/enable',
    {
      onRequest: requireStaff,
      config: pendingMfaAllowed,
      schema: {
        summary: 'Confirms TOTP enrolment with a first code',
        body: totpCodeInputSchema,
        response: { 200: authProfileSchema, ...errors },
      },
    },
    (request) => auth.enableTotp(adminSessionOf(request), request.body.code),
  );

  app.post(
    '/auth/totp/disable',
    {
      onRequest: requireStaff,
      schema: {
        summary: 'Turns TOTP off with a current code (refused when MFA_REQUIRED)',
        body: totpCodeInputSchema,
        response: { 200: authProfileSchema, ...errors },
      },
    },
    (request) => auth.disableTotp(adminSessionOf(request), request.body.code),
  );
};
