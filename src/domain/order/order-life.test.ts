import { describe, expect, it } from 'vitest';
import {
  canTakeAction,
  cancellationNeedsRefund,
  orderStatuses,
  possibleActions,
  statusAfter,
  type OrderLifeFacts,
} from './order-life';

const facts = (over: Partial<OrderLifeFacts> = {}): OrderLifeFacts => ({
  status: 'confirmed',
  hasPayment: false,
  refundPending: false,
  isMall: false,
  ...over,
});

describe('order life', () => {
  it('offers staff cancel, move, mark paid, mark done, edit and delete on a confirmed invoice order', () => {
    expect(possibleActions(facts(), 'staff')).toEqual([
      'cancel',
      'reschedule',
      'mark_paid',
      'mark_done',
      'edit',
      'delete',
    ]);
  });

  it('lets the customer only cancel or move', () => {
    expect(possibleActions(facts({ status: 'paid', hasPayment: true }), 'customer')).toEqual([
      'cancel',
      'reschedule',
    ]);
  });

  it('never deletes an order with money received', () => {
    expect(canTakeAction(facts({ status: 'paid', hasPayment: true }), 'delete', 'staff')).toBe(
      false,
    );
    expect(canTakeAction(facts({ status: 'cancelled', hasPayment: true }), 'delete', 'staff')).toBe(
      false,
    );
    expect(canTakeAction(facts({ status: 'cancelled' }), 'delete', 'staff')).toBe(true);
  });

  it('cancels once: a cancelled order offers neither cancel nor move', () => {
    const cancelled = facts({ status: 'cancelled' });
    expect(statusAfter(cancelled, 'cancel', 'staff')).toBeNull();
    expect(statusAfter(cancelled, 'reschedule', 'staff')).toBeNull();
    expect(statusAfter(facts(), 'cancel', 'customer')).toBe('cancelled');
  });

  it('marks done only what was confirmed or paid, and only staff', () => {
    expect(statusAfter(facts({ status: 'paid' }), 'mark_done', 'staff')).toBe('done');
    expect(statusAfter(facts({ status: 'awaiting_payment' }), 'mark_done', 'staff')).toBeNull();
    expect(statusAfter(facts(), 'mark_done', 'customer')).toBeNull();
  });

  it('makes an order that needed a new time paid again when it is moved', () => {
    expect(statusAfter(facts({ status: 'needs_new_time' }), 'reschedule', 'staff')).toBe('paid');
    expect(statusAfter(facts({ status: 'confirmed' }), 'reschedule', 'staff')).toBe('confirmed');
  });

  it('does not move a mall order (it has a month, not a time)', () => {
    expect(canTakeAction(facts({ isMall: true }), 'reschedule', 'staff')).toBe(false);
    expect(canTakeAction(facts({ isMall: true }), 'cancel', 'staff')).toBe(true);
  });

  it('records a refund only while one is pending', () => {
    const refundable = facts({ status: 'cancelled', hasPayment: true, refundPending: true });
    expect(canTakeAction(refundable, 'record_refund', 'staff')).toBe(true);
    expect(canTakeAction({ ...refundable, refundPending: false }, 'record_refund', 'staff')).toBe(
      false,
    );
  });

  it('flags a refund when a paid order is cancelled, not an unpaid one', () => {
    expect(cancellationNeedsRefund(facts({ status: 'paid', hasPayment: true }))).toBe(true);
    expect(cancellationNeedsRefund(facts({ status: 'confirmed' }))).toBe(false);
  });

  it('has no action that leads out of a status to one not in the list', () => {
    for (const status of orderStatuses) {
      for (const actor of ['staff', 'customer', 'system'] as const) {
        for (const action of possibleActions(facts({ status }), actor)) {
          expect(orderStatuses).toContain(statusAfter(facts({ status }), action, actor));
        }
      }
    }
  });
});
