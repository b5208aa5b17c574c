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
  type UserRow,
} from './users.repository';

export type { UserRow } from './users.repository';

export function toUserListItem(row: UserRow): UserListItem {
  return { id: row.id, name: row.name, email: row.email, totp_enabled: row.totpSecret !== null };
}

const emailTaken = () =>
  new AppError('VALIDATION_FAILED', 'email taken', { email: 'validation.email_taken' });

/** Who asks: their id and session family (a password change keeps their own session). */
export interface Actor {
  userId: number;
  familyId: string;
}

/**
 * Back-office users (admin spec sections 3, 5, 6). Every user is an admin: the spec shows
 * no finer roles. A user cannot delete themselves, nor the last admin.
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

    async create(input: CreateUserInput): Promise<UserListItem> {
      const passwordHash = await hashPassword(input.password);
      const row = await withEmailCheck(() =>
        insertUser(db, {
          name: input.name,
          email: input.email.trim(),
          passwordHash,
          role: 'admin',
        }),
      );
      return toUserListItem(row);
    },

    /** An empty or absent password keeps the current one; a new one ends the user's other sessions. */
    async update(id: number, input: UpdateUserInput, actor: Actor): Promise<UserListItem> {
      const password = input.password ?? '';
      const passwordHash = password === '' ? undefined : await hashPassword(password);
      const row = await withEmailCheck(() =>
        updateUser(db, id, {
          name: input.name,
          email: input.email.trim(),
          ...(passwordHash ? { passwordHash } : {}),
        }),
      );
      if (!row) throw notFound(`user ${id}`);
      if (passwordHash) {
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
