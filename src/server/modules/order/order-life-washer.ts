/**
 * The washer's steps in the order's life (issue 23, decision 058): the state machine asked
 * for the washer, the status changed as the step does, and the history event with the
 * washer as actor, inside the transaction of the washer's day module.
 */
import { statusAfter, type OrderAction, type OrderStatus } from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import {
  recordOrderEvent,
  type OrderEventAction,
  type OrderEventActor,
} from './order-history.repository';
import { findOrderLife, setOrderStatus } from './order-life.repository';
import { actionNotAllowed } from './order-life.service';

/** A step the washer reports on their own job (decision 058), as the history records it. */
export interface WasherStep {
  orderId: number;
  action: Extract<OrderAction, 'mark_done' | 'report_progress' | 'report_not_done'>;
  event: OrderEventAction;
  actor: OrderEventActor;
  /** The facts of the step for the history (reason, note). */
  changes: Record<string, unknown>;
  now: Date;
}

/**
 * A washer's step inside the caller's transaction (decision 058): holds the order's row,
 * asks the state machine for the washer (ACTION_NOT_ALLOWED), changes the status as the step
 * does (done as staff's mark-done, with done_at; could not be done: needs a new time) and
 * records the event with the washer as actor. Answers the status before and after.
 */
export async function applyWasherStep(
  tx: Database,
  step: WasherStep,
  /** The caller's own refusals, once the state machine allows the step (throws to refuse). */
  check: () => void = () => undefined,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const life = await findOrderLife(tx, step.orderId, true);
  if (!life) throw notFound(`order ${step.orderId}`);
  const from = life.facts.status;
  const to = statusAfter(life.facts, step.action, 'washer');
  if (to === null) throw actionNotAllowed(step.orderId, step.action, from);
  check();
  if (to !== from) {
    await setOrderStatus(tx, step.orderId, to, step.now, to === 'done' ? { doneAt: step.now } : {});
  }
  await recordOrderEvent(tx, {
    orderId: step.orderId,
    action: step.event,
    actor: step.actor,
    changes: { ...(to === from ? {} : { status: { from, to } }), ...step.changes },
    at: step.now,
  });
  return { from, to };
}
