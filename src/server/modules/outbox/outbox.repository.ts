import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryRows } from '#server/db/client.ts';
import { outbox, type OutboxTopic } from '#server/db/schema/index.ts';

export interface ClaimedMessage {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Adds a message to deliver; call it inside the transaction that causes it. */
export async function insertOutboxMessage(
  db: Database,
  topic: OutboxTopic,
  payload: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.insert(outbox).values({ topic, payload, nextAttemptAt: now });
}

/**
 * Claims up to `limit` due messages of the given topics: unsent, due, and not claimed by a
 * live worker. FOR UPDATE SKIP LOCKED lets several workers (processes) share the table
 * without taking the same row; the claim lasts until `lockedUntil`, after which a crashed
 * worker's rows are due again. Each claim counts as an attempt. Topics a process cannot
 * deliver (no ERP_URL) are left for one that can, untouched.
 */
export async function claimDueMessages(
  db: Database,
  topics: readonly string[],
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<ClaimedMessage[]> {
  if (topics.length === 0) return [];
  const nowIso = now.toISOString();
  const topicList = sql.join(
    topics.map((topic) => sql`${topic}`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: number;
    topic: string;
    payload: Record<string, unknown> | string;
    attempts: number;
  }>(
    db,
    sql`with due as (
          select id from outbox
          where sent_at is null
            and topic in (${topicList})
            and next_attempt_at <= ${nowIso}::timestamptz
            and (locked_until is null or locked_until <= ${nowIso}::timestamptz)
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        update outbox set locked_until = ${lockedUntil.toISOString()}::timestamptz,
                          attempts = outbox.attempts + 1
        from due where outbox.id = due.id
        returning outbox.id, outbox.topic, outbox.payload, outbox.attempts`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    topic: row.topic,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: Number(row.attempts),
  }));
}

/**
 * A delivered message keeps no bearer secret: the order page's token travels in the
 * confirmation's payload only until the mail is sent (decision 049).
 */
export async function markMessageSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      payload: sql`${outbox.payload} - 'token'`,
    })
    .where(eq(outbox.id, id));
}

export async function markMessageFailed(
  db: Database,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: null, lastError: error.slice(0, 2000), nextAttemptAt })
    .where(eq(outbox.id, id));
}

/**
 * Gives a claimed message back untried (the worker stopped before or while delivering it):
 * due at once for any worker, and the claim not counted as an attempt.
 */
export async function releaseMessage(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(eq(outbox.id, id));
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Messages of a topic whose payload has the given key and value (tests, diagnostics). */
export async function findOutboxMessages(db: Database, topic: OutboxTopic): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.topic, topic)).orderBy(outbox.id);
}
