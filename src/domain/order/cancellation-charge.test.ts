import { describe, expect, it } from 'vitest';
import {
  cancellationCharge,
  isChargedCancellation,
  officeCancellation,
  type CancellationFacts,
} from './cancellation-charge';

// Ordered Thu 26.11.2026: the withdrawal period ends Thu 10.12. A job on Fri 11.12. is free to
// change until Fri 4.12.; one on Fri 4.12. until Fri 27.11.; one on Fri 8.1.2027 until 30.12.
const base: CancellationFacts = {
  isConsumer: true,
  orderDay: '2026-11-26',
  jobDay: '2026-12-11',
  today: '2026-11-26',
  hasWorkStarted: false,
  earlyStartRequested: false,
  priceCents: 47_540,
  paidCents: 47_540,
};

describe('what a cancellation costs (decision 068)', () => {
  it.each<
    [string, Partial<CancellationFacts>, string, number | null, number | null, number | null]
  >([
    // consumer, inside the withdrawal period, before the work: free, whatever the 5-day line
    [
      'consumer, inside, before the line',
      { jobDay: '2026-12-11', today: '2026-11-27' },
      'withdrawal',
      0,
      47_540,
      0,
    ],
    [
      'consumer, inside, after the line, no early start',
      { jobDay: '2026-12-04', today: '2026-12-01' },
      'withdrawal',
      0,
      47_540,
      0,
    ],
    [
      'consumer, inside, after the line, early start asked',
      { jobDay: '2026-12-04', today: '2026-12-01', earlyStartRequested: true },
      'withdrawal',
      0,
      47_540,
      0,
    ],
    [
      'consumer, inside, job day, early start asked',
      { jobDay: '2026-12-04', today: '2026-12-04', earlyStartRequested: true },
      'withdrawal',
      0,
      47_540,
      0,
    ],
    [
      'consumer, last day of the period',
      { jobDay: '2026-12-11', today: '2026-12-10' },
      'withdrawal',
      0,
      47_540,
      0,
    ],
    // consumer, outside the period: the terms of order
    [
      'consumer, outside, before the line',
      { jobDay: '2027-01-08', today: '2026-12-11' },
      'free_change',
      0,
      47_540,
      0,
    ],
    [
      'consumer, outside, on the last free day',
      { jobDay: '2027-01-08', today: '2026-12-30' },
      'free_change',
      0,
      47_540,
      0,
    ],
    [
      'consumer, outside, after the line',
      { jobDay: '2027-01-08', today: '2026-12-31' },
      'late_share',
      14_262,
      33_278,
      0,
    ],
    [
      'consumer, outside, after the line, early start asked',
      { jobDay: '2027-01-08', today: '2027-01-04', earlyStartRequested: true },
      'late_share',
      14_262,
      33_278,
      0,
    ],
    [
      'consumer, outside, after the line, invoice unpaid',
      { jobDay: '2027-01-08', today: '2027-01-04', paidCents: 0 },
      'late_share',
      14_262,
      0,
      14_262,
    ],
    // a company or a mall buyer: no withdrawal right
    [
      'company, inside, before the line',
      { isConsumer: false, jobDay: '2026-12-11', today: '2026-11-27' },
      'free_change',
      0,
      47_540,
      0,
    ],
    [
      'company, inside, after the line',
      { isConsumer: false, jobDay: '2026-12-04', today: '2026-12-01' },
      'late_share',
      14_262,
      33_278,
      0,
    ],
    [
      'company, after the line, invoice unpaid',
      { isConsumer: false, jobDay: '2026-12-04', today: '2026-12-01', paidCents: 0 },
      'late_share',
      14_262,
      0,
      14_262,
    ],
    [
      'company, no job day',
      { isConsumer: false, jobDay: null, today: '2027-03-01' },
      'free_change',
      0,
      47_540,
      0,
    ],
    // the work has started
    [
      'consumer, inside, started without the request',
      { jobDay: '2026-12-04', today: '2026-12-04', hasWorkStarted: true },
      'withdrawal',
      0,
      47_540,
      0,
    ],
    [
      'consumer, inside, started at the request',
      {
        jobDay: '2026-12-04',
        today: '2026-12-04',
        hasWorkStarted: true,
        earlyStartRequested: true,
      },
      'work_started',
      null,
      null,
      null,
    ],
    [
      'consumer, outside, started',
      { jobDay: '2027-01-08', today: '2027-01-08', hasWorkStarted: true },
      'work_started',
      null,
      null,
      null,
    ],
    [
      'company, started',
      { isConsumer: false, jobDay: '2026-12-04', today: '2026-12-04', hasWorkStarted: true },
      'work_started',
      null,
      null,
      null,
    ],
  ])('%s', (_name, facts, basis, charged, refund, toPay) => {
    const charge = cancellationCharge({ ...base, ...facts });
    expect(charge).toMatchObject({
      basis,
      chargedCents: charged,
      refundCents: refund,
      toPayCents: toPay,
    });
  });

  it('rounds the late share to the cent', () => {
    const charge = cancellationCharge({
      ...base,
      jobDay: '2027-01-08',
      today: '2027-01-04',
      priceCents: 17_833,
    });
    expect(charge.chargedCents).toBe(5_350);
  });

  it('refunds within 14 days of the cancellation, and names no day when nothing is refunded', () => {
    expect(cancellationCharge({ ...base, today: '2026-11-27' }).refundBy).toBe('2026-12-11');
    expect(cancellationCharge({ ...base, paidCents: 0 }).refundBy).toBeNull();
  });

  it('asks for an acknowledgement only when something is charged or the office settles', () => {
    expect(isChargedCancellation(cancellationCharge(base))).toBe(false);
    const late = cancellationCharge({ ...base, jobDay: '2027-01-08', today: '2027-01-04' });
    expect(isChargedCancellation(late)).toBe(true);
    const started = cancellationCharge({ ...base, isConsumer: false, hasWorkStarted: true });
    expect(isChargedCancellation(started)).toBe(true);
  });

  it("charges nothing for the office's own cancellation", () => {
    expect(officeCancellation({ today: '2026-12-01', paidCents: 10_000 })).toEqual({
      basis: 'by_office',
      chargedCents: 0,
      refundCents: 10_000,
      toPayCents: 0,
      refundBy: '2026-12-15',
    });
  });
});
