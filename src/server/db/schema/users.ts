import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffRoles } from '#contracts/access.ts';
import { createdAt, instant, oneOf } from './columns';
import { washers } from './washers';

/**
 * Back-office staff. Emails are unique regardless of letter case. The role says what the user
 * may do (src/contracts/access.ts); a washer user is linked to exactly one washer, whose jobs
 * are the only ones they see (decision 058). A washer with users cannot be deleted.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull().default('office'),
    washerId: integer('washer_id').references(() => washers.id, { onDelete: 'restrict' }),
    /** Base32 TOTP secret once enrolment is confirmed; null = no two-factor authentication. */
    totpSecret: text('totp_secret'),
    /** Secret shown during enrolment, until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** RFC 6238 time step of the last accepted code: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_washer_idx').on(t.washerId),
    oneOf('users_role_check', t.role, staffRoles),
    check('users_washer_role_check', sql`(${t.role} = 'washer') = (${t.washerId} is not null)`),
  ],
);

/**
 * Rotating refresh tokens, stored hashed. Every rotation inserts the next token of the
 * same family and points replaced_by at it; presenting a revoked or replaced token
 * revokes the whole family. Each row also holds the hash of the short-lived access token
 * issued with it: an access token is accepted only while its row is neither revoked nor
 * replaced, so logout and user deletion end a session at once.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    accessTokenHash: text('access_token_hash'),
    accessExpiresAt: instant('access_expires_at'),
    /** The family's absolute end: re-authentication after it whatever the activity. */
    familyExpiresAt: instant('family_expires_at'),
    revokedAt: instant('revoked_at'),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshSessions.id, {
      onDelete: 'set null',
    }),
    /** When replaced_by was set: the start of the grace window for concurrent refreshes. */
    replacedAt: instant('replaced_at'),
    /**
     * The successor's token pair, sealed, kept only for the grace window: a second refresh
     * with this token inside the window (another tab) answers the same pair.
     */
    successorTokens: text('successor_tokens'),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_sessions_token_hash_idx').on(t.tokenHash),
    uniqueIndex('refresh_sessions_access_token_hash_idx').on(t.accessTokenHash),
    index('refresh_sessions_family_idx').on(t.familyId),
    index('refresh_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Failed logins, one row per failure per key ('account:<email>' and 'address:<ip>'), for
 * the login throttle (ASVS 2.2.1): in the database so that every server process sharing
 * it counts the same failures. Rows older than the throttle's window are pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    failedAt: instant('failed_at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);
