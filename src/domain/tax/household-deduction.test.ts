import { describe, expect, it } from 'vitest';
import { makeCounterConfig } from '../counter/counter-config.fixture';
import type { CustomerKind } from '../order/order-quantities';
import { emptyQuantities } from '../order/order-quantities';
import type { QuoteOptions } from '../pricing/quote-order';
import { quoteOrder } from '../pricing/quote-order';
import type { DeductionPersons } from './household-deduction';
import { deductibleWorkCents, householdDeduction } from './household-deduction';

const euros = (value: number): number => Math.round(value * 100);
const deduction = (workCents: number, persons: DeductionPersons = 1, isExcessUsed = false) =>
  householdDeduction({ workCents, customerKind: 'private', persons, isExcessUsed });

describe('headline: floor(min(35 % of the work, 1600)) whole euros, always (issue 28)', () => {
  it.each([
    [0, 0],
    [euros(100), euros(35)],
    [euros(123.45), euros(43)], // 43.2075 rounds down to whole euros
    [euros(99), euros(34)], // 34.65, under the excess: still the headline
    [euros(178.3), euros(62)], // 62.405 (issue 28's smaller order)
    [euros(400), euros(140)],
    [euros(475.4), euros(166)], // 166.39 (issue 28's order)
    [euros(4571.42), euros(1599)], // 1599.997
    [euros(4571.43), euros(1600)], // 1600.0005: the cap
    [euros(10_000), euros(1600)],
  ])('%s cents of work -> %s, whoever claims it', (work, headline) => {
    for (const persons of [1, 2] as const) {
      for (const used of [false, true]) {
        expect(deduction(work, persons, used).headlineCents).toBe(headline);
      }
    }
  });
});

describe('beside the headline: what is left after the 150 EUR excess not used this year', () => {
  it.each<[string, number, number, number, number]>([
    // name, work, headline, one person, two persons together
    ["issue 28's order: one person over the excess", euros(475.4), euros(166), 1639, 0],
    ['the excess not reached by one person', euros(178.3), euros(62), 0, 0],
    ['exactly at the excess', euros(428.57), euros(149), 0, 0], // 149.9995
    ['two persons: each half over the excess', euros(1000), euros(350), euros(200), euros(50)],
    ['two persons at their excesses', euros(857.14), euros(299), 14_999, 0], // 149.9995 each
    ['the cap reached by one person', euros(5000), euros(1600), euros(1600), euros(1450)],
    ['the caps reached by both', euros(10_000), euros(1600), euros(1600), euros(3200)],
    ['an odd cent split in two', 100_001, euros(350), 20_000, 5_000], // 175.00175 - 150 each
    ['nothing to wash', 0, 0, 0, 0],
  ])('%s', (_name, work, headline, one, two) => {
    for (const persons of [1, 2] as const) {
      for (const used of [false, true]) {
        const result = deduction(work, persons, used);
        expect(result.headlineCents).toBe(headline);
        expect(result.afterExcessCents).toEqual({ one, two });
      }
    }
  });

  it.each<[string, number, DeductionPersons, number]>([
    // the excess already used this year: the exact figure of the chosen persons
    ['one person, excess used', euros(475.4), 1, 16_639],
    ['two persons, excess used', euros(475.4), 2, 8_319 * 2],
    ['one person, excess used, cap reached', euros(5000), 1, euros(1600)],
  ])('%s: the exact figure is %s cents', (_name, work, persons, exact) => {
    expect(deduction(work, persons, true).exactCents).toBe(exact);
  });

  it('the after-excess figures are the exact ones of one and two persons, excess unused', () => {
    for (let work = 0; work <= euros(12_000); work += 1_737) {
      const d = deduction(work, 2, true);
      expect(d.afterExcessCents.one).toBe(deduction(work, 1, false).exactCents);
      expect(d.afterExcessCents.two).toBe(deduction(work, 2, false).exactCents);
    }
  });
});

describe('exact figure: min(max(0, 35 % x share - 150), 1600) per person', () => {
  it.each<[string, number, DeductionPersons, boolean, number[]]>([
    ['one person', euros(1000), 1, false, [euros(200)]],
    ['excess already used', euros(1000), 1, true, [euros(350)]],
    ['below the excess', euros(400), 1, false, [0]],
    ['exactly at the excess', euros(428.57), 1, false, [0]], // 149.9995
    ['one cent over the excess', euros(428.58), 1, false, [0]], // 150.003: 0.3 cents rounds down
    ['35 % rounded down to the cent', euros(500.01), 1, false, [euros(25)]], // 175.0035 - 150
    ['the cap is reached at 5000 EUR', euros(5000), 1, false, [euros(1600)]],
    ['just below the cap', euros(4999.99), 1, false, [euros(1599.99)]], // 1749.9965
    ['above the cap', euros(6000), 1, false, [euros(1600)]],
    ['cap with the excess used', euros(4571.43), 1, true, [euros(1600)]],
    ['two persons split the work', euros(1000), 2, false, [euros(25), euros(25)]],
    ['two persons, excess used', euros(1000), 2, true, [euros(175), euros(175)]],
    ['two persons below their excesses', euros(800), 2, false, [0, 0]],
    ['two persons, one cap each', euros(10_000), 2, false, [euros(1600), euros(1600)]],
    ['two persons above both caps', euros(20_000), 2, false, [euros(1600), euros(1600)]],
    ['two persons, between caps', euros(6000), 2, false, [euros(900), euros(900)]],
    ['an odd cent split in two', 100_001, 2, true, [17_500, 17_500]], // 17500.175 each
  ])('%s', (_name, work, persons, isExcessUsed, perPerson) => {
    const result = deduction(work, persons, isExcessUsed);
    expect(result.isEligible).toBe(true);
    expect(result.perPersonCents).toEqual(perPerson);
    expect(result.exactCents).toBe(perPerson.reduce((a, b) => a + b, 0));
  });

  it('treats a negative work price as none', () => {
    expect(deduction(-500)).toMatchObject({
      headlineCents: 0,
      exactCents: 0,
      afterExcessCents: { one: 0, two: 0 },
    });
  });
});

describe('who qualifies: companies and the mall package show none', () => {
  it.each<[CustomerKind, boolean]>([
    ['private', true],
    ['company', false],
    ['mall', false],
  ])('%s: eligible %s', (customerKind, isEligible) => {
    const result = householdDeduction({
      workCents: euros(475.4),
      customerKind,
      persons: 2,
      isExcessUsed: false,
    });
    expect(result.isEligible).toBe(isEligible);
    if (!isEligible)
      expect(result).toEqual({
        isEligible: false,
        headlineCents: 0,
        afterExcessCents: { one: 0, two: 0 },
        exactCents: 0,
        perPersonCents: [],
      });
  });
});

describe('deductibleWorkCents', () => {
  const config = makeCounterConfig();
  const tenWindows = { ...emptyQuantities, windows: [{ windowId: 2, amount: 10 }] }; // 128.00
  const work = (options: QuoteOptions) =>
    deductibleWorkCents(quoteOrder(config, tenWindows, options));

  it.each<[string, QuoteOptions, number]>([
    ['no payment chosen', {}, 12800],
    ['online payment: the -7.90 is paid less', { paymentType: 'online' }, 12800 - 790],
    [
      'paper invoice: the 2.90 fee is not work',
      { paymentType: 'bill', invoiceChannel: 'paper' },
      12800,
    ],
    ['e-mail invoice', { paymentType: 'bill', invoiceChannel: 'email' }, 12800],
    [
      'after a PERCENT code',
      { campaignCode: { type: 'PERCENT', value: 50 } },
      12800 - (2950 + 10 * 495),
    ],
    ['after a FIXED code', { campaignCode: { type: 'FIXED', value: 2800 } }, 10000],
    [
      'a FIXED code larger than the total with the paper fee',
      {
        paymentType: 'bill',
        invoiceChannel: 'paper',
        campaignCode: { type: 'FIXED', value: 99_999 },
      },
      0,
    ],
  ])('%s: %s cents', (_name, options, cents) => {
    expect(work(options)).toBe(cents);
  });

  it('is 0 for an empty order', () => {
    expect(deductibleWorkCents(quoteOrder(config, emptyQuantities))).toBe(0);
  });
});
