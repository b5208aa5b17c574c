/**
 * Campaign codes (spec: discount type PERCENT or FIXED; UNDEFINED means no code).
 * PERCENT lowers the discount price of every work line, rounded down to the cent;
 * FIXED takes a sum off the final price. Neither touches the -30, -7.90 or +2.90 lines.
 */
import { DomainError } from '../errors';
import { percentOfFloor } from '../money/money';
import type { PriceLine } from './price-line';

export type CampaignCodeType = 'PERCENT' | 'FIXED';

export interface CampaignCode {
  type: CampaignCodeType;
  /** PERCENT: percent 0-100 (at most two decimals). FIXED: cents >= 0. */
  value: number;
}

const hasTwoDecimalsAtMost = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** INVALID_DISCOUNT unless the value fits the type. */
export function assertValidCampaignCode(code: CampaignCode): void {
  const { type, value } = code;
  const isValid =
    type === 'PERCENT'
      ? Number.isFinite(value) && value >= 0 && value <= 100 && hasTwoDecimalsAtMost(value)
      : type === 'FIXED' && Number.isSafeInteger(value) && value >= 0;
  if (!isValid) {
    throw new DomainError('INVALID_DISCOUNT', `invalid ${type} code value ${value}`, {
      field: 'discount',
    });
  }
}

/** Unit price after the code: floor(unit x (100 - p) / 100) for PERCENT, else unchanged. */
export function discountedUnitPrice(unitPriceCents: number, code: CampaignCode | null): number {
  if (code?.type !== 'PERCENT') return unitPriceCents;
  return percentOfFloor(unitPriceCents, 100 - code.value);
}

/**
 * The code's discount: for PERCENT the sum of amount x (price - discount price) over the
 * lines (only work lines differ), for FIXED its value; 0 without a code.
 */
export function codeDiscountCents(lines: readonly PriceLine[], code: CampaignCode | null): number {
  if (code === null) return 0;
  if (code.type === 'FIXED') return code.value;
  return lines.reduce(
    (sum, line) => sum + line.amount * (line.unitPriceCents - line.discountPriceCents),
    0,
  );
}
