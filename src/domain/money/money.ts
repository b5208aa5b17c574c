/**
 * Money helpers. The domain computes in integer cents; euros appear only at the edges
 * (API numbers with at most two decimals). Division helpers work on integers so that
 * rounding never depends on binary floating point.
 */
import { DomainError } from '../errors';

/** Fails unless the value is a whole number of cents that a double holds exactly. */
export function assertCents(value: number, field = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new DomainError('INVALID_AMOUNT', `${field} must be whole cents, got ${value}`, {
      field,
    });
  }
}

/**
 * Euros to cents, rounding half away from zero on the decimal the number was written as:
 * 1.005 is stored as 1.00499999999999989..., yet it is 101 cents, not 100.
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) {
    throw new DomainError('INVALID_AMOUNT', `not a finite euro amount: ${euros}`);
  }
  // 15 significant digits drop the binary noise of the multiplication (doubles carry 15-17).
  const scaled = Number((Math.abs(euros) * 100).toPrecision(15));
  const cents = Math.sign(euros) * Math.round(scaled);
  assertCents(cents, 'euros');
  return cents === 0 ? 0 : cents; // never -0
}

/** Cents to euros for the API; exact enough that eurosToCents(centsToEuros(c)) === c. */
export function centsToEuros(cents: number): number {
  assertCents(cents, 'cents');
  return cents / 100;
}

/** Integer division rounded down (towards minus infinity), exact for safe integers. */
export function floorDiv(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  const isInexactNegative = remainder !== 0 && remainder < 0 !== denominator < 0;
  return isInexactNegative ? quotient - 1 : quotient;
}

/** Integer division rounded to the nearest integer, halves away from zero. */
export function divRound(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const result = sign * floorDiv(2 * n + d, 2 * d);
  return result === 0 ? 0 : result;
}

/** A percentage (at most two decimals, e.g. 25.5) as hundredths of a percent (2550). */
export function percentToBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new DomainError('INVALID_AMOUNT', `percent needs at most two decimals: ${percent}`);
  }
  return basisPoints;
}

/** floor(cents x percent / 100): a share of an amount rounded down to the cent. */
export function percentOfFloor(cents: number, percent: number): number {
  assertCents(cents);
  return floorDiv(cents * percentToBasisPoints(percent), 10_000);
}
