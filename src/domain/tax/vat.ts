/**
 * Finnish VAT (arvonlisävero): general rate 25.5 % since 1 September 2024. Customer
 * prices include it; the mall package is quoted without it.
 */
import { assertCents, divRound } from '../money/money';

export const VAT_PERCENT = 25.5;

/** The rate as a fraction of two integers, so cents are never multiplied by a float. */
const RATE_NUMERATOR = 255;
const RATE_DENOMINATOR = 1000;

/** The VAT included in a VAT-inclusive price: round(gross x 25.5 / 125.5), halves up. */
export function vatPartCents(grossCents: number): number {
  assertCents(grossCents, 'grossCents');
  return divRound(grossCents * RATE_NUMERATOR, RATE_DENOMINATOR + RATE_NUMERATOR);
}

/** The price without VAT of a VAT-inclusive price (gross - its VAT part). */
export function netOfVatCents(grossCents: number): number {
  return grossCents - vatPartCents(grossCents);
}

/** The VAT-inclusive price of a net price: net + round(net x 25.5 %). */
export function withVatCents(netCents: number): number {
  assertCents(netCents, 'netCents');
  return netCents + divRound(netCents * RATE_NUMERATOR, RATE_DENOMINATOR);
}
