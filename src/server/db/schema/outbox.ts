import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/** Topics known today; topic is plain text so new ones need no migration. */
export const outboxTopics = [
  'mail.order_confirmation',
  'erp.order_export',
  'mail.order_moved',
  'mail.order_cancelled',
  'mail.payment_link',
  'mail.payment_failed',
  'mail.order_reminder',
  'mail.visit_proposal',
  'mail.visit_skipped',
  'mail.visit_expired',
  // The washer's day (decision 058): "your washer is on the way".
  'mail.washer_on_the_way',
  // What is owed (issue 24): a payment reminder of an invoice.
  'mail.payment_reminder',
] as const;
export type OutboxTopic = (typeof outboxTopics)[number];

/**
 * Transactional outbox: side effects (mail, ERP export) written in the same transaction
 * as the change that causes them, then delivered with retries by the worker.
 * A row is pending while sent_at is null; a worker claims it by setting locked_until
 * and retries it at next_attempt_at after a failure (attempts, last_error).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    created: createdAt(),
    /**
     * A planned message's key (decision 053: 'reminder:<order>:<day>T<time>'): the unique
     * index makes a message planned by any number of processes, any number of times, one
     * row, so it is sent once. Null for messages of a change (the change happens once).
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
