/**
 * The life of an order (decision 045): its statuses, what can happen to it in each, and
 * who may make it happen. The server refuses what this says is not possible; the back
 * office shows only the actions this offers. Pure: no dates, no database.
 *
 * - awaiting_payment: an online order whose payment has not arrived (its time is held).
 * - confirmed: an invoice order, or a mall order, taken; the invoice not yet paid.
 * - paid: paid online, or an invoice marked paid by hand.
 * - needs_new_time: paid after its payment hold while its time was sold (decision 036).
 * - done: the job was done.
 * - cancelled: by staff, by the customer, or by the payment hold running out.
 * - proposed: the next visit of a recurring order, offered to the customer and holding the
 *   washer's time until confirmed, skipped or expired (decision 053).
 */
export const orderStatuses = [
  'awaiting_payment',
  'paid',
  'confirmed',
  'cancelled',
  'needs_new_time',
  'done',
  'proposed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who acts: staff in the back office, the customer on their order page, or the system. */
export type OrderActor = 'staff' | 'customer' | 'system';

export const orderActions = [
  'cancel',
  'reschedule',
  'mark_paid',
  'mark_done',
  'record_refund',
  'edit',
  'delete',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** What the rules need to know of an order besides its status. */
export interface OrderLifeFacts {
  status: OrderStatus;
  /** A successful payment was received for the order (online). */
  hasPayment: boolean;
  /** A received payment waits to be returned (cancelled after paying, or paid twice). */
  refundPending: boolean;
  /** A mall order: it has a starting month, not a day and a time. */
  isMall: boolean;
}

interface Rule {
  from: readonly OrderStatus[];
  by: readonly OrderActor[];
  /** Extra condition on the order's facts. */
  when?: (facts: OrderLifeFacts) => boolean;
}

const open = ['awaiting_payment', 'confirmed', 'paid', 'needs_new_time', 'proposed'] as const;

const rules: Record<OrderAction, Rule> = {
  cancel: { from: open, by: ['staff', 'customer', 'system'] },
  reschedule: {
    from: open,
    by: ['staff', 'customer'],
    when: (facts) => !facts.isMall,
  },
  // An invoice paid (by hand), or the payment of an online order arriving.
  mark_paid: {
    from: ['confirmed', 'awaiting_payment'],
    by: ['staff', 'system'],
  },
  mark_done: { from: ['confirmed', 'paid'], by: ['staff'] },
  record_refund: {
    from: orderStatuses,
    by: ['staff'],
    when: (facts) => facts.refundPending,
  },
  edit: { from: [...open, 'done'], by: ['staff'] },
  // Money received is never deleted with the order: cancel it and refund instead.
  delete: { from: orderStatuses, by: ['staff'], when: (facts) => !facts.hasPayment },
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
 * not change the status (edit, record_refund) answers the same status; a move of an order
 * that needed a new time makes it paid again (it now has one).
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
    case 'mark_paid':
      return 'paid';
    case 'mark_done':
      return 'done';
    case 'reschedule':
      return facts.status === 'needs_new_time' ? 'paid' : facts.status;
    default:
      return facts.status;
  }
}

/** An order that still holds its washer's time. */
export function holdsTime(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** A cancellation of an order that was paid leaves money to return. */
export function cancellationNeedsRefund(facts: OrderLifeFacts): boolean {
  return facts.hasPayment && facts.status !== 'cancelled';
}
