import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const dataRequestKinds = ['export', 'erase', 'retention'] as const;

/**
 * The record of every handling of a customer's personal data on request (GDPR articles 15
 * and 17) and of every retention run (article 5(1)(e)): who did it, when, how many orders
 * it touched. The customer is named only by a keyed hash of the e-mail address, so the
 * record of an erasure does not keep what was erased, yet a later request for the same
 * address can be matched to it. A retention run has no user and no subject.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: dataRequestKinds }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectHash: text('subject_hash'),
    orderCount: integer('order_count').notNull().default(0),
    created: createdAt(),
  },
  (t) => [
    index('data_requests_created_idx').on(t.created.desc()),
    oneOf('data_requests_kind_check', t.kind, dataRequestKinds),
  ],
);
