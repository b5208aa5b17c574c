import type { StaffRole } from '#contracts/access.ts';
import type { UserListItem } from '#contracts/auth.ts';
import type { CreateUserInput, UpdateUserInput } from '#contracts/user.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { hashPassword } from '#server/lib/password.ts';
import type { SessionService } from '../auth/session.service';
import {
  claimTotpStep,
  clearTotp,
  countUsers,
  deleteUser,
  enableTotp,
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTaken,
  listUsers,
  lockAdmins,
  setPendingTotpSecret,
  updateUser,
  washerExists,
  type UserRow,
} from './users.repository';

export type { UserRow } from './users.repository';

export function toUserListItem(row: UserRow): UserListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    washerId: row.washerId,
    totp_enabled: row.totpSecret !== null,
  };
}

const washerMissing = (key: 'validation.required' | 'validation.washer_unknown') =>
  new AppError('VALIDATION_FAILED', `washer user: ${key}`, { washerId: key });

/** The role and washer to store: a washer user names a washer that exists (decision 058). */
async function roleOf(
  db: Database,
  role: StaffRole,
  washerId: number | null | undefined,
): Promise<{ role: StaffRole; washerId: number | null }> {
  if (role !== 'washer') return { role, washerId: null };
  if (washerId === undefined || washerId === null) throw washerMissing('validation.required');
  if (!(await washerExists(db, washerId))) throw washerMissing('validation.washer_unknown');
  return { role, washerId };
}

const emailTaken = () =>
  new AppError('VALIDATION_FAILED', 'email taken', { email: 'validation.email_taken' });

/** Who asks: their id and session family (a password change keeps their own session). */
export interface Actor {
  userId: number;
  familyId: string;
}

/**
 * Back-office users (admin spec sections 3, 5, 6) and their roles (decision 058). A user
 * cannot delete themselves; the last admin can be neither deleted nor demoted.
 */
export function createUsersService(db: Database, sessions: SessionService) {
  async function withEmailCheck<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isEmailTaken(error)) throw emailTaken();
      throw error;
    }
  }

  return {
    async list(): Promise<UserListItem[]> {
      return (await listUsers(db)).map(toUserListItem);
    },

    async get(id: number): Promise<UserListItem> {
      const row = await findUserById(db, id);
      if (!row) throw notFound(`user ${id}`);
      return toUserListItem(row);
    },

    findById: (id: number) => findUserById(db, id),
    findByEmail: (email: string) => findUserByEmail(db, email),
    count: () => countUsers(db),

    /** A new user is `office` unless the input names another role. */
    async create(input: CreateUserInput): Promise<UserListItem> {
      const access = await roleOf(db, input.role ?? 'office', input.washerId);
      const passwordHash = await hashPassword(input.password);
      const row = await withEmailCheck(() =>
        insertUser(db, { name: input.name, email: input.email.trim(), passwordHash, ...access }),
      );
      return toUserListItem(row);
    },

    /**
     * Would this input change the user's role or washer? The route asks for re-authentication
     * first when it would (decision 041); only an admin may.
     */
    async changesRole(id: number, input: UpdateUserInput): Promise<boolean> {
      if (input.role === undefined) return false;
      const row = await findUserById(db, id);
      if (!row) throw notFound(`user ${id}`);
      const washerId = input.role === 'washer' ? (input.washerId ?? null) : null;
      return row.role !== input.role || row.washerId !== washerId;
    },

    /**
     * An empty or absent password keeps the current one, an absent role the current role. A
     * new password or a new role ends the user's other sessions; the last admin stays admin.
     */
    async update(id: number, input: UpdateUserInput, actor: Actor): Promise<UserListItem> {
      const password = input.password ?? '';
      const passwordHash = password === '' ? undefined : await hashPassword(password);
      const access =
        input.role === undefined ? undefined : await roleOf(db, input.role, input.washerId);
      const { row, isRoleChanged } = await db.transaction(async (tx) => {
        const admins = await lockAdmins(tx);
        const before = await findUserById(tx, id);
        if (!before) throw notFound(`user ${id}`);
        const isRoleChanged =
          access !== undefined &&
          (before.role !== access.role || before.washerId !== access.washerId);
        if (isRoleChanged && before.role === 'admin' && access.role !== 'admin') {
          if (admins.length <= 1) throw new AppError('LAST_ADMIN', `user ${id} is the last admin`);
        }
        const row = await withEmailCheck(() =>
          updateUser(tx, id, {
            name: input.name,
            email: input.email.trim(),
            ...(passwordHash ? { passwordHash } : {}),
            ...(isRoleChanged ? access : {}),
          }),
        );
        return { row: row!, isRoleChanged };
      });
      if (passwordHash || isRoleChanged) {
        await sessions.revokeUser(id, id === actor.userId ? actor.familyId : undefined);
      }
      return toUserListItem(row);
    },

    /** Deleting a user ends their sessions at once (the rows cascade). */
    async remove(id: number, actor: Actor): Promise<void> {
      if (id === actor.userId) {
        throw new AppError('CANNOT_DELETE_SELF', `user ${id} tried to delete themselves`);
      }
      await db.transaction(async (tx) => {
        const admins = await lockAdmins(tx);
        const target = await findUserById(tx, id);
        if (!target) throw notFound(`user ${id}`);
        const isAdmin = admins.some((a) => a.id === id);
        if (isAdmin && admins.length <= 1) {
          throw new AppError('LAST_ADMIN', `user ${id} is the last admin`);
        }
        await deleteUser(tx, id);
      });
    },

    /**
     * Turns off a user's two-factor authentication (a lost phone) and ends their sessions,
     * but for `keepFamilyId` (a user turning off their own keeps the session they are in).
     */
    async resetTotp(id: number, keepFamilyId?: string): Promise<void> {
      if (!(await clearTotp(db, id))) throw notFound(`user ${id}`);
      await sessions.revokeUser(id, keepFamilyId);
    },

    setPendingTotpSecret: (id: number, secret: string) => setPendingTotpSecret(db, id, secret),
    enableTotp: (id: number, secret: string, step: number) => enableTotp(db, id, secret, step),
    claimTotpStep: (id: number, step: number) => claimTotpStep(db, id, step),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
