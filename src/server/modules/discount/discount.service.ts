import type { CustomerDiscount } from '../../../contracts/discount';
import { helsinkiDate } from '../../../domain/calendar/helsinki-time';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findDiscountByCode, type DiscountRow } from './discount.repository';

/**
 * A code is usable when it is active, today (Helsinki) lies inside its from-to days
 * (both inclusive) and it has been applied fewer times than its limit (null: no limit).
 */
export function isUsable(row: DiscountRow, today: string): boolean {
  const isInside = row.fromDate <= today && today <= row.toDate;
  const isUnderLimit = row.limit === null || row.applied < row.limit;
  return row.active && isInside && isUnderLimit;
}

/** The discount as customers see it: percent for PERCENT, euros for FIXED. */
export function toCustomerDiscount(row: DiscountRow): CustomerDiscount {
  return row.type === 'percent'
    ? { code: row.code, type: 'PERCENT', discount: row.value }
    : { code: row.code, type: 'FIXED', discount: row.value / 100 };
}

export function createDiscountService(db: Database, clock: Clock) {
  return {
    /** The usable discount of `code`, or null; never says why a code is not usable. */
    async findUsableDiscount(code: string): Promise<CustomerDiscount | null> {
      const row = await findDiscountByCode(db, code);
      if (!row || !isUsable(row, helsinkiDate(clock.now()))) return null;
      return toCustomerDiscount(row);
    },
  };
}
export type DiscountService = ReturnType<typeof createDiscountService>;
