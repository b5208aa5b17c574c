/**
 * Household deduction (kotitalousvähennys), the same rules in 2025 and 2026
 * (reference/finland.md): 35 % of the work, VAT included; a 150 EUR yearly excess per
 * person first, then a 1 600 EUR yearly cap per person. Only private persons qualify.
 */
import type { CustomerKind } from '../order/order-quantities';
import { floorDiv } from '../money/money';
import type { OrderQuote } from '../pricing/quote-order';
import { sumLines } from '../pricing/price-line';

export const DEDUCTION_PERCENT = 35;
export const DEDUCTION_EXCESS_CENTS = 150_00;
export const DEDUCTION_CAP_CENTS = 1600_00;

export type DeductionPersons = 1 | 2;

export interface DeductionInput {
  /** The price the customer pays for the work: see deductibleWorkCents. */
  workCents: number;
  customerKind: CustomerKind;
  /** One person, or spouses splitting the work evenly, each with their own excess and cap. */
  persons: DeductionPersons;
  /** This year's 150 EUR excess is already used up by earlier work. */
  isExcessUsed: boolean;
}

/** What is left after the 150 EUR yearly excess, per count of persons claiming. */
export interface AfterExcessCents {
  /** One person, this year's excess not yet used. */
  one: number;
  /** Two persons (spouses) splitting the work evenly, neither excess used: both together. */
  two: number;
}

export interface HouseholdDeduction {
  isEligible: boolean;
  /**
   * The headline, the same everywhere (issue 28, decision 067, amending issue 15's choice):
   * the spec's "up to" floor(min(35 % of the work, 1600)) in whole euros, as cents. Neither
   * the persons nor the excess change it.
   */
  headlineCents: number;
  /**
   * Shown beside the headline in the same words everywhere: the exact deduction after the
   * 150 EUR yearly excess for a customer who has not used it this year, one or two persons.
   */
  afterExcessCents: AfterExcessCents;
  /** The exact figure of the persons and excess chosen: the per-person amounts summed. */
  exactCents: number;
  /** min(max(0, 35 % x share - excess), 1600) per person, rounded down to the cent. */
  perPersonCents: number[];
}

/**
 * The work share of a quote: the total after the campaign code, without the paper-invoice
 * fee (not work), with the -30 and -7.90 included as the customer does pay them.
 */
export function deductibleWorkCents(quote: OrderQuote): number {
  const fees = sumLines(quote.lines.filter((line) => line.kind === 'chargingFee'));
  return Math.max(0, quote.totalAfterDiscountCents - fees);
}

/** min(max(0, 35 % x share - excess), 1600) for each of the persons, to the cent. */
function perPersonOf(work: number, persons: DeductionPersons, isExcessUsed: boolean): number {
  const excess = isExcessUsed ? 0 : DEDUCTION_EXCESS_CENTS;
  // An odd cent of work cannot be split: 35 % of each half is taken from work / 2 exactly
  // (35 x work / 200), then rounded down, so the two halves never exceed the whole.
  const share = floorDiv(work * DEDUCTION_PERCENT, 100 * persons);
  return Math.min(Math.max(0, share - excess), DEDUCTION_CAP_CENTS);
}

const none: HouseholdDeduction = {
  isEligible: false,
  headlineCents: 0,
  afterExcessCents: { one: 0, two: 0 },
  exactCents: 0,
  perPersonCents: [],
};

/**
 * The one household-deduction function (issue 28): the calculator, the contact summary, the
 * thank-you page, the order page, the mails and the receipt all show its headline and, beside
 * it, its after-excess figures. Companies and the mall package get none.
 */
export function householdDeduction(input: DeductionInput): HouseholdDeduction {
  const work = Math.max(0, input.workCents);
  if (input.customerKind !== 'private') return { ...none, afterExcessCents: { one: 0, two: 0 } };
  // floor(0.35 x work) in whole euros: 35 x cents / 100 is cents, / 100 again is euros.
  const headlineEuros = floorDiv(work * DEDUCTION_PERCENT, 100 * 100);
  const perPerson = perPersonOf(work, input.persons, input.isExcessUsed);
  return {
    isEligible: true,
    headlineCents: Math.min(headlineEuros * 100, DEDUCTION_CAP_CENTS),
    afterExcessCents: {
      one: perPersonOf(work, 1, false),
      two: perPersonOf(work, 2, false) * 2,
    },
    exactCents: perPerson * input.persons,
    perPersonCents: Array.from({ length: input.persons }, () => perPerson),
  };
}
