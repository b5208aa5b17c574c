import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userListItemSchema } from '#contracts/auth.ts';
import { errorResponseSchema, idParamsSchema } from '#contracts/common.ts';
import { updateUserRequestSchema } from '#contracts/user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { adminSessionOf, requireStaff } from '#server/plugins/authenticate.ts';
import type { AuthService } from '../auth/auth.service';
import { reauthenticateActor, reauthenticationBodySchema } from '../auth/reauthentication';
import type { UsersService } from './users.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * GET users, GET users/:id, PUT users/:id, DELETE users/:id (admin spec section 7).
 * A new password, a deletion and a TOTP reset need the acting user's current password (and
 * code): checked before anything changes (decision 041).
 */
export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  /** Re-authentication of the acting user before sensitive changes. */
  auth: AuthService;
}> = async (app, { users, auth }) => {
  app.addHook('onRequest', requireStaff);

  const actorOf = (request: Parameters<typeof adminSessionOf>[0]) => {
    const session = adminSessionOf(request);
    return { userId: session.userId, familyId: session.familyId };
  };

  app.get(
    '/users',
    {
      schema: {
        summary: 'Back-office users, by name',
        response: { 200: z.array(userListItemSchema), ...errors },
      },
    },
    () => users.list(),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: userListItemSchema, ...errors },
      },
    },
    (request) => users.get(request.params.id),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        summary:
          "Updates name, email and (admins) role and washerId; a non-empty password or a new role needs {currentPassword, code} and ends the user's other sessions",
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userListItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { currentPassword, code, ...input } = request.body;
      const isRoleChange = await users.changesRole(request.params.id, input);
      // Only an admin gives roles; a user editing their own profile keeps theirs.
      if (isRoleChange && adminSessionOf(request).role !== 'admin') {
        throw new AppError('FORBIDDEN', 'only an admin changes roles');
      }
      if (input.password || isRoleChange)
        await reauthenticateActor(auth, request, reply, { currentPassword, code });
      return users.update(request.params.id, input, actorOf(request));
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        summary:
          'Deletes a user and ends their sessions; not yourself, not the last admin; JSON body {currentPassword, code}',
        params: idParamsSchema,
        body: reauthenticationBodySchema,
        response: { 204: z.null(), 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await reauthenticateActor(auth, request, reply, request.body);
      await users.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/:id/totp',
    {
      schema: {
        summary:
          "Turns off a user's two-factor authentication (lost phone); ends their sessions; JSON body {currentPassword, code}",
        params: idParamsSchema,
        body: reauthenticationBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === actorOf(request).userId) {
        // Your own goes through POST auth/totp/disable, which asks for a current code.
        throw new AppError('FORBIDDEN', 'own TOTP is turned off with a code');
      }
      await reauthenticateActor(auth, request, reply, request.body);
      await users.resetTotp(id);
      return reply.code(204).send(null);
    },
  );
};
