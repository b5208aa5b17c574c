/**
 * The life of an order's job (decision 045, issue 24): its statuses, what can happen to it in
 * each, and who may make it happen. The job and the money are apart: the money's state
 * (unpaid ... refunded) follows from the order's payments and refunds (src/domain/money/
 * order-money.ts) and never decides the job's status, only whether money may be recorded or
 * the order deleted. The server refuses what this says is not possible; the back office
 * shows only the actions this offers. Pure: no dates, no database.
 *
 * - awaiting_payment: an online order whose time is held until its payment arrives (the
 *   payment hold, decision 036); the payment, online or recorded by staff, confirms it.
 * - confirmed: the job is scheduled (an invoice order, a mall order, or an online order paid).
 * - needs_new_time: paid after its payment hold while its time was sold (decision 036), or
 *   a job the washer could not do (decision 058).
 * - done: the job was done (paid or not).
 * - cancelled: by staff, by the customer, by the payment hold running out, or voided.
 * - proposed: the next visit of a recurring order, offered to the customer and holding the
 *   washer's time until confirmed, skipped or expired (decision 053).
 */
export const orderStatuses = [
  'awaiting_payment',
  'confirmed',
  'cancelled',
  'needs_new_time',
  'done',
  'proposed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Who acts: staff in the back office, the customer on their order page, the system, or the
 * washer from the field (their own job only, decision 058).
 */
export type OrderActor = 'staff' | 'customer' | 'system' | 'washer';

export const orderActions = [
  'cancel',
  'reschedule',
  'record_payment',
  'mark_done',
  'record_refund',
  'edit',
  'delete',
  'void',
  // The washer's steps from the field (decision 058): on the way or started (the status
  // stays), and could not be done (the job needs a new time). Done is mark_done.
  'report_progress',
  'report_not_done',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** What the rules need to know of an order besides its status. */
export interface OrderLifeFacts {
  status: OrderStatus;
  /** A mall order: it has a starting month, not a day and a time. */
  isMall: boolean;
  /** A payment was ever recorded for the order (online or by staff), refunded or not. */
  hasPayment: boolean;
  /** Payments less refunds, in cents (what may still be refunded). */
  amountPaidCents: number;
  /** What the customer still has to pay, in cents (what a payment may be at most). */
  amountDueCents: number;
  /** The order was sent to the ERP (easoft_order_id). */
  isExported: boolean;
  /** The order was voided (it stays, left out of lists). */
  isVoided: boolean;
}

interface Rule {
  from: readonly OrderStatus[];
  by: readonly OrderActor[];
  /** Extra condition on the order's facts. */
  when?: (facts: OrderLifeFacts) => boolean;
}

const open = ['awaiting_payment', 'confirmed', 'needs_new_time', 'proposed'] as const;

const rules: Record<OrderAction, Rule> = {
  cancel: { from: open, by: ['staff', 'customer', 'system'] },
  reschedule: {
    from: open,
    by: ['staff', 'customer'],
    when: (facts) => !facts.isMall,
  },
  // A payment whatever the job's state (a done invoice is paid later), while something is due.
  record_payment: {
    from: orderStatuses,
    by: ['staff', 'system'],
    when: (facts) => facts.amountDueCents > 0,
  },
  // Whether or not it was paid: an invoice is sent after the work.
  mark_done: { from: ['confirmed'], by: ['staff', 'washer'] },
  record_refund: {
    from: orderStatuses,
    by: ['staff'],
    when: (facts) => facts.amountPaidCents > 0,
  },
  edit: { from: [...open, 'done'], by: ['staff'], when: (facts) => !facts.isVoided },
  // Nothing that moved money, was done or went to the ERP vanishes: it is voided instead.
  delete: {
    from: [...open, 'cancelled'],
    by: ['staff'],
    when: (facts) => !facts.hasPayment && !facts.isExported && !facts.isVoided,
  },
  void: { from: orderStatuses, by: ['staff'], when: (facts) => !facts.isVoided },
  report_progress: { from: ['confirmed'], by: ['washer'] },
  report_not_done: { from: ['confirmed'], by: ['washer'] },
};

/** Whether `actor` may take `action` on an order with these facts. */
export function canTakeAction(
  facts: OrderLifeFacts,
  action: OrderAction,
  actor: OrderActor,
): boolean {
  const rule = rules[action];
  return (
    rule.from.includes(facts.status) &&
    rule.by.includes(actor) &&
    (rule.when === undefined || rule.when(facts))
  );
}

/** The actions `actor` may take now, in the order of `orderActions`. */
export function possibleActions(facts: OrderLifeFacts, actor: OrderActor): OrderAction[] {
  return orderActions.filter((action) => canTakeAction(facts, action, actor));
}

/**
 * The status after `action`, or null when the action is not allowed. An action that does
 * not change the job (edit, a refund, a payment of a scheduled job) answers the same status;
 * a payment confirms an order awaiting it; a void cancels a job still open (a done job stays
 * done); a move of an order that needed a new time confirms it again.
 */
export function statusAfter(
  facts: OrderLifeFacts,
  action: OrderAction,
  actor: OrderActor,
): OrderStatus | null {
  if (!canTakeAction(facts, action, actor)) return null;
  switch (action) {
    case 'cancel':
      return 'cancelled';
    case 'record_payment':
      return facts.status === 'awaiting_payment' ? 'confirmed' : facts.status;
    case 'void':
      return isOpen(facts.status) ? 'cancelled' : facts.status;
    case 'mark_done':
      return 'done';
    case 'report_not_done':
      return 'needs_new_time';
    case 'reschedule':
      return facts.status === 'needs_new_time' ? statusWithNewTime() : facts.status;
    default:
      return facts.status;
  }
}

/** A job not yet done nor cancelled. */
export function isOpen(status: OrderStatus): boolean {
  return (open as readonly OrderStatus[]).includes(status);
}

/**
 * The status of an order that needed a new time once it has one: scheduled again, whether
 * money came (paid after its hold, decision 036) or not (a job the washer could not do).
 */
export function statusWithNewTime(): OrderStatus {
  return 'confirmed';
}

/** An order that still holds its washer's time. */
export function holdsTime(status: OrderStatus): boolean {
  return status !== 'cancelled';
}
