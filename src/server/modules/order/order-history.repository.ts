/**
 * The history of an order (order_events): every change is recorded in the transaction that
 * makes it, with who made it. Actions are words of `orderEventActions`; `changes` holds what
 * changed (`{ field: { from, to } }`) or the facts of the event (a reason, a mail's topic).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orderEvents } from '#server/db/schema/index.ts';

export const orderEventActions = [
  'created',
  'edited',
  'moved',
  'cancelled',
  'paid',
  'marked_paid',
  'done',
  'refund_needed',
  'refunded',
  'needs_new_time',
  'mail_sent',
  'exported',
  'blocks_replaced',
  // The next visit of a recurring order and its outcomes (decision 053).
  'proposed',
  'proposal_confirmed',
  'skipped',
  'proposal_expired',
  'next_visit_not_found',
  // The washer's steps from the field (decision 058), with the washer as actor.
  'progress_on_the_way',
  'progress_started',
  'progress_done',
  'progress_not_done',
  // The money apart from the job (issue 24): a payment or a refund recorded, a void.
  'payment_recorded',
  'refund_recorded',
  'voided',
] as const;
export type OrderEventAction = (typeof orderEventActions)[number];

/** A member of staff who acted; null when the customer or the system acted. */
export interface OrderEventActor {
  id: number;
  name: string;
}

export interface NewOrderEvent {
  orderId: number;
  action: OrderEventAction;
  actor: OrderEventActor | null;
  changes?: Record<string, unknown>;
  /** The server clock's now. */
  at: Date;
}

export async function recordOrderEvent(db: Database, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: event.orderId,
    action: event.action,
    actorUserId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    changes: event.changes ?? {},
    at: event.at,
  });
}

export interface OrderEventRow {
  at: Date;
  /** id null: the user has since been deleted. */
  actor: { id: number | null; name: string } | null;
  action: string;
  changes: Record<string, unknown>;
}

/** The order's history, oldest first (in the order the events were written). */
export async function listOrderEvents(db: Database, orderId: number): Promise<OrderEventRow[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((r) => ({
    at: r.at,
    // A deleted user's events keep the name they were recorded with.
    actor: r.actorName === null ? null : { id: r.actorUserId, name: r.actorName },
    action: r.action,
    changes: r.changes,
  }));
}
