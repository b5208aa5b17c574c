import {
  DEDUCTION_CAP_CENTS,
  DEDUCTION_EXCESS_CENTS,
  DEDUCTION_PERCENT,
} from '#domain/tax/household-deduction.ts';
import { formatWholeEuros } from './format-money';

/**
 * The household deduction's rule figures (its share of the work, the yearly excess and cap)
 * as the texts that state them write them: from the rules the price is computed with, in the
 * page's language ('150 €' / '€150'). The server's mails do the same (order-mail.ts).
 */
export const deductionRules = (language: string) => ({
  percent: DEDUCTION_PERCENT,
  excess: formatWholeEuros(DEDUCTION_EXCESS_CENTS, language),
  cap: formatWholeEuros(DEDUCTION_CAP_CENTS, language),
});
