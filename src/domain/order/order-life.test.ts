import { describe, expect, it } from 'vitest';
import {
  canTakeAction,
  orderStatuses,
  possibleActions,
  statusAfter,
  type OrderAction,
  type OrderLifeFacts,
  type OrderStatus,
} from './order-life';

const facts = (over: Partial<OrderLifeFacts> = {}): OrderLifeFacts => ({
  status: 'confirmed',
  isMall: false,
  hasPayment: false,
  amountPaidCents: 0,
  amountDueCents: 10000,
  isExported: false,
  isVoided: false,
  ...over,
});
const paid: Partial<OrderLifeFacts> = {
  hasPayment: true,
  amountPaidCents: 10000,
  amountDueCents: 0,
};

describe('order life', () => {
  it('offers staff cancel, move, a payment, done, edit, delete and void on an unpaid invoice order', () => {
    expect(possibleActions(facts(), 'staff')).toEqual([
      'cancel',
      'reschedule',
      'record_payment',
      'mark_done',
      'edit',
      'delete',
      'void',
    ]);
  });

  it('lets the customer only cancel or move', () => {
    expect(possibleActions(facts(paid), 'customer')).toEqual(['cancel', 'reschedule']);
  });

  it('has no status paid: the money is apart from the job', () => {
    expect(orderStatuses).not.toContain('paid');
  });

  // The job and the money move apart: [case, facts, action, actor, status after or null]
  const table: [
    string,
    Partial<OrderLifeFacts>,
    OrderAction,
    'staff' | 'washer' | 'system',
    OrderStatus | null,
  ][] = [
    ['an unpaid invoice is done', {}, 'mark_done', 'staff', 'done'],
    ['a paid job is done', paid, 'mark_done', 'staff', 'done'],
    ['the washer marks an unpaid invoice done', {}, 'mark_done', 'washer', 'done'],
    ['a done job is paid', { status: 'done' }, 'record_payment', 'staff', 'done'],
    [
      'a done job paid in part is paid again',
      { status: 'done', hasPayment: true, amountPaidCents: 4000, amountDueCents: 6000 },
      'record_payment',
      'staff',
      'done',
    ],
    [
      'a paid done job takes no payment',
      { status: 'done', ...paid },
      'record_payment',
      'staff',
      null,
    ],
    [
      'a payment confirms an order awaiting it',
      { status: 'awaiting_payment' },
      'record_payment',
      'system',
      'confirmed',
    ],
    [
      'staff take a payment of an order awaiting it',
      { status: 'awaiting_payment' },
      'record_payment',
      'staff',
      'confirmed',
    ],
    ['a scheduled job paid stays scheduled', {}, 'record_payment', 'staff', 'confirmed'],
    [
      'a cancelled paid order is refunded',
      { status: 'cancelled', ...paid },
      'record_refund',
      'staff',
      'cancelled',
    ],
    [
      'a done paid job is refunded in part',
      { status: 'done', ...paid },
      'record_refund',
      'staff',
      'done',
    ],
    ['nothing paid, nothing refunded', { status: 'cancelled' }, 'record_refund', 'staff', null],
    [
      'a job awaiting payment is not done',
      { status: 'awaiting_payment' },
      'mark_done',
      'staff',
      null,
    ],
    [
      'a job needing a new time is not done',
      { status: 'needs_new_time' },
      'mark_done',
      'staff',
      null,
    ],
    ['a done job is not cancelled', { status: 'done' }, 'cancel', 'staff', null],
    ['a cancelled job is not cancelled again', { status: 'cancelled' }, 'cancel', 'staff', null],
    ['an order with a payment is not deleted', paid, 'delete', 'staff', null],
    [
      'a refunded order is not deleted either',
      { status: 'cancelled', hasPayment: true },
      'delete',
      'staff',
      null,
    ],
    ['a done job is not deleted', { status: 'done' }, 'delete', 'staff', null],
    ['an exported order is not deleted', { isExported: true }, 'delete', 'staff', null],
    [
      'a cancelled unpaid order is deleted',
      { status: 'cancelled', amountDueCents: 0 },
      'delete',
      'staff',
      'cancelled',
    ],
    ['a void cancels an open job', paid, 'void', 'staff', 'cancelled'],
    ['a void keeps a done job done', { status: 'done' }, 'void', 'staff', 'done'],
    [
      'a void of an order awaiting payment cancels it',
      { status: 'awaiting_payment' },
      'void',
      'staff',
      'cancelled',
    ],
    ['an order is voided once', { status: 'cancelled', isVoided: true }, 'void', 'staff', null],
    ['a voided order is not edited', { status: 'done', isVoided: true }, 'edit', 'staff', null],
    [
      'a voided refund-due order is refunded',
      { status: 'cancelled', isVoided: true, ...paid },
      'record_refund',
      'staff',
      'cancelled',
    ],
    [
      'a move after a late payment confirms the job',
      { status: 'needs_new_time', ...paid },
      'reschedule',
      'staff',
      'confirmed',
    ],
    [
      'a move of a job not done confirms it',
      { status: 'needs_new_time' },
      'reschedule',
      'staff',
      'confirmed',
    ],
    ['the washer reports progress on a paid job', paid, 'report_progress', 'washer', 'confirmed'],
    ['the washer could not do it', {}, 'report_not_done', 'washer', 'needs_new_time'],
    ['the washer takes no payment', {}, 'record_payment', 'washer', null],
  ];
  it.each(table)('%s', (_name, over, action, actor, expected) => {
    expect(statusAfter(facts(over), action, actor)).toBe(expected);
  });

  it('lets the washer act on a scheduled job only', () => {
    expect(possibleActions(facts(), 'washer')).toEqual([
      'mark_done',
      'report_progress',
      'report_not_done',
    ]);
    for (const status of ['cancelled', 'done', 'needs_new_time', 'proposed'] as const) {
      expect(possibleActions(facts({ status }), 'washer'), status).toEqual([]);
    }
    expect(canTakeAction(facts(), 'report_progress', 'staff')).toBe(false);
  });

  it('does not move a mall order (it has a month, not a time)', () => {
    expect(canTakeAction(facts({ isMall: true }), 'reschedule', 'staff')).toBe(false);
    expect(canTakeAction(facts({ isMall: true }), 'cancel', 'staff')).toBe(true);
  });

  it('has no action that leads out of a status to one not in the list', () => {
    for (const status of orderStatuses) {
      for (const over of [{}, paid, { isVoided: true }]) {
        for (const actor of ['staff', 'customer', 'system', 'washer'] as const) {
          for (const action of possibleActions(facts({ status, ...over }), actor)) {
            expect(orderStatuses).toContain(statusAfter(facts({ status, ...over }), action, actor));
          }
        }
      }
    }
  });
});
