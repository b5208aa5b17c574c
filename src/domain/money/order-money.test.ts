import { describe, expect, it } from 'vitest';
import { dueDateOf } from './due-date';
import {
  orderMoneyOf,
  paymentRefusal,
  refundRefusal,
  type MoneyEntry,
  type PaymentStatus,
} from './order-money';

const pay = (amountCents: number): MoneyEntry => ({ kind: 'payment', amountCents });
const refund = (amountCents: number): MoneyEntry => ({ kind: 'refund', amountCents });

describe('the money state of an order', () => {
  // [case, total, entries, cancelled, state, paid, due, refund due]
  const cases: [string, number, MoneyEntry[], boolean, PaymentStatus, number, number, number][] = [
    ['nothing paid', 10000, [], false, 'unpaid', 0, 10000, 0],
    ['paid in part', 10000, [pay(4000)], false, 'partly_paid', 4000, 6000, 0],
    ['paid in two parts', 10000, [pay(4000), pay(6000)], false, 'paid', 10000, 0, 0],
    ['paid at once', 10000, [pay(10000)], false, 'paid', 10000, 0, 0],
    ['paid online twice', 10000, [pay(10000), pay(10000)], false, 'refund_due', 20000, 0, 10000],
    ['over-paid by hand', 10000, [pay(10500)], false, 'refund_due', 10500, 0, 500],
    [
      'over-payment refunded in part',
      10000,
      [pay(10000), pay(10000), refund(4000)],
      false,
      'partly_refunded',
      16000,
      0,
      6000,
    ],
    [
      'over-payment refunded',
      10000,
      [pay(10000), pay(10000), refund(10000)],
      false,
      'paid',
      10000,
      0,
      0,
    ],
    [
      'refund on a job that stays',
      10000,
      [pay(10000), refund(2000)],
      false,
      'partly_paid',
      8000,
      2000,
      0,
    ],
    ['all refunded, job stays', 10000, [pay(10000), refund(10000)], false, 'unpaid', 0, 10000, 0],
    ['cancelled, nothing paid', 10000, [], true, 'unpaid', 0, 0, 0],
    ['cancelled after paying', 10000, [pay(10000)], true, 'refund_due', 10000, 0, 10000],
    [
      'cancelled, refunded in part',
      10000,
      [pay(10000), refund(3000)],
      true,
      'partly_refunded',
      7000,
      0,
      7000,
    ],
    ['cancelled, refunded', 10000, [pay(10000), refund(10000)], true, 'refunded', 0, 0, 0],
    [
      'cancelled, refunded in two parts',
      10000,
      [pay(10000), refund(3000), refund(7000)],
      true,
      'refunded',
      0,
      0,
      0,
    ],
    ['cancelled after a part payment', 10000, [pay(4000)], true, 'refund_due', 4000, 0, 4000],
    ['0 € order standing', 0, [], false, 'paid', 0, 0, 0],
    ['0 € order cancelled', 0, [], true, 'unpaid', 0, 0, 0],
    ['0 € order paid by mistake', 0, [pay(500)], false, 'refund_due', 500, 0, 500],
    ['one cent left', 10000, [pay(9999)], false, 'partly_paid', 9999, 1, 0],
  ];
  it.each(cases)('%s', (_name, total, entries, cancelled, state, paid, due, refundDue) => {
    const money = orderMoneyOf({ totalCents: total, entries, isJobCancelled: cancelled });
    expect(money.paymentStatus).toBe(state);
    expect(money.amountPaidCents).toBe(paid);
    expect(money.amountDueCents).toBe(due);
    expect(money.refundDueCents).toBe(refundDue);
  });

  // A late cancellation's charge (decision 094): what the cancelled order still owes.
  it.each([
    ['nothing paid: the charge is due', [], 'unpaid', 0, 3000, 0],
    ['paid in full: all but the charge goes back', [pay(10000)], 'refund_due', 10000, 0, 7000],
    ['the charge paid: settled', [pay(3000)], 'paid', 3000, 0, 0],
    ['part of the charge paid', [pay(1000)], 'partly_paid', 1000, 2000, 0],
    ['refunded all but the charge', [pay(10000), refund(7000)], 'paid', 3000, 0, 0],
  ] as const)('cancelled with a 30 € charge, %s', (_name, entries, state, paid, due, back) => {
    const money = orderMoneyOf({
      totalCents: 10000,
      entries: [...entries],
      isJobCancelled: true,
      cancellationChargeCents: 3000,
    });
    expect(money.paymentStatus).toBe(state);
    expect(money.owedCents).toBe(3000);
    expect(money.amountPaidCents).toBe(paid);
    expect(money.amountDueCents).toBe(due);
    expect(money.refundDueCents).toBe(back);
    expect(money.isPaidInFull).toBe(false);
  });

  it.each([
    ['paid', 10000, [pay(10000)], false, true],
    ['over-paid', 10000, [pay(20000)], false, true],
    ['partly paid', 10000, [pay(100)], false, false],
    ['cancelled after paying', 10000, [pay(10000)], true, false],
    ['0 € standing', 0, [], false, true],
  ] as const)('is paid in full when %s: %s', (_name, total, entries, cancelled, expected) => {
    const money = orderMoneyOf({
      totalCents: total,
      entries: [...entries],
      isJobCancelled: cancelled,
    });
    expect(money.isPaidInFull).toBe(expected);
  });
});

describe('what may be recorded', () => {
  const money = (entries: MoneyEntry[], cancelled = false) =>
    orderMoneyOf({ totalCents: 10000, entries, isJobCancelled: cancelled });

  it.each([
    ['all that is due', [], 10000, null],
    ['a part', [], 1, null],
    ['a cent over', [], 10001, 'over_due'],
    ['the rest', [pay(4000)], 6000, null],
    ['more than the rest', [pay(4000)], 6001, 'over_due'],
    ['anything once paid', [pay(10000)], 1, 'over_due'],
  ] as const)('a payment of %s', (_name, entries, amount, refusal) => {
    expect(paymentRefusal(money([...entries]), amount)).toBe(refusal);
  });

  it('takes no payment on a cancelled order (nothing is due)', () => {
    expect(paymentRefusal(money([], true), 100)).toBe('over_due');
  });

  it.each([
    ['nothing paid', [], 1, 'over_paid'],
    ['what was paid', [pay(10000)], 10000, null],
    ['more than was paid', [pay(10000)], 10001, 'over_paid'],
    ['the rest after a refund', [pay(10000), refund(4000)], 6000, null],
    ['more than the rest', [pay(10000), refund(4000)], 6001, 'over_paid'],
  ] as const)('a refund of %s', (_name, entries, amount, refusal) => {
    expect(refundRefusal(money([...entries], true), amount)).toBe(refusal);
  });
});

describe('the due date of an invoice', () => {
  it.each([
    [
      'the job day plus 14',
      { invoicedOn: null, jobDay: '2026-03-02', orderedOn: '2026-02-01' },
      14,
      '2026-03-16',
    ],
    [
      'the invoice day when set',
      { invoicedOn: '2026-03-10', jobDay: '2026-03-02', orderedOn: '2026-02-01' },
      14,
      '2026-03-24',
    ],
    [
      'over the year end',
      { invoicedOn: null, jobDay: '2026-12-25', orderedOn: '2026-12-01' },
      14,
      '2027-01-08',
    ],
    [
      'other terms',
      { invoicedOn: null, jobDay: '2026-03-02', orderedOn: '2026-02-01' },
      30,
      '2026-04-01',
    ],
    [
      'a mall order: the order day',
      { invoicedOn: null, jobDay: null, orderedOn: '2026-02-01' },
      14,
      '2026-02-15',
    ],
  ] as const)('%s', (_name, days, terms, expected) => {
    expect(dueDateOf(days, terms)).toBe(expected);
  });
});
