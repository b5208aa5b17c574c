import type { FastifyBaseLogger } from 'fastify';
import { createUserInputSchema } from '#contracts/user.ts';
import type { UsersService } from './users.service';

export const firstAdminName = 'Ylläpitäjä';

/**
 * At start: with no user at all, ADMIN_EMAIL and ADMIN_PASSWORD create the first admin;
 * without them the log says how to create one. With users present, nothing happens.
 */
export async function ensureFirstAdmin(
  users: UsersService,
  settings: { adminEmail: string | undefined; adminPassword: string | undefined },
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await users.count()) > 0) return;
  const { adminEmail: email, adminPassword: password } = settings;
  if (!email || !password) {
    log.warn(
      'No back-office user exists. Create the first admin with `npm run admin:create`, ' +
        'or set ADMIN_EMAIL and ADMIN_PASSWORD and restart.',
    );
    return;
  }
  const parsed = createUserInputSchema.safeParse({ name: firstAdminName, email, password });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD are not valid: ${fields.join(', ')}`);
  }
  const input = parsed.data;
  try {
    const user = await users.create({ ...input, role: 'admin' });
    log.info({ userId: user.id }, 'first admin created from ADMIN_EMAIL');
  } catch (error) {
    // Another process sharing the database may have created it a moment earlier.
    if ((await users.count()) === 0) throw error;
  }
}
