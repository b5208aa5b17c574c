import type { CustomerDiscount, Discount, DiscountForm } from '#contracts/discount.ts';
import { centsToEuros, eurosToCents } from '#contracts/common.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import {
  deleteDiscount,
  findDiscountByCode,
  findDiscountById,
  insertDiscount,
  isCodeTaken,
  listDiscounts,
  updateDiscount,
  type DiscountChanges,
  type DiscountRow,
} from './discount.repository';

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

/** The discount as the back office sees it: the wire names of admin spec section 3. */
export function toDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    discount: row.type === 'percent' ? row.value : centsToEuros(row.value),
    limit: row.limit,
    applied: row.applied,
    from: row.fromDate,
    to: row.toDate,
    active: row.active,
    user_id: row.userId,
  };
}

/** The stored columns of a form: a whole percent, or cents for a fixed amount. */
function toChanges(form: DiscountForm): DiscountChanges {
  return {
    code: form.code,
    type: form.type,
    value: form.type === 'percent' ? form.discount : eurosToCents(form.discount),
    limit: form.limit,
    fromDate: form.from,
    toDate: form.to,
    active: form.active,
  };
}

const codeTaken = () =>
  new AppError('VALIDATION_FAILED', 'discount code taken', { code: 'validation.code_taken' });

async function withCodeCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isCodeTaken(error)) throw codeTaken();
    throw error;
  }
}

export function createDiscountService(db: Database, clock: Clock) {
  return {
    /** The usable discount of `code`, or null; never says why a code is not usable. */
    async findUsableDiscount(code: string): Promise<CustomerDiscount | null> {
      const row = await findDiscountByCode(db, code);
      if (!row || !isUsable(row, helsinkiDate(clock.now()))) return null;
      return toCustomerDiscount(row);
    },

    /** Back office: every code, newest first. */
    async list(): Promise<Discount[]> {
      return (await listDiscounts(db)).map(toDiscount);
    },

    async get(id: number): Promise<Discount> {
      const row = await findDiscountById(db, id);
      if (!row) throw notFound(`discount ${id}`);
      return toDiscount(row);
    },

    /** A new code, recorded as created by `userId` (the session's user, admin spec section 6). */
    async create(form: DiscountForm, userId: number): Promise<Discount> {
      const row = await withCodeCheck(() =>
        insertDiscount(db, { ...toChanges(form), applied: 0, userId }),
      );
      return toDiscount(row);
    },

    /** Changes everything but `applied` and the creator. */
    async update(id: number, form: DiscountForm): Promise<Discount> {
      const row = await withCodeCheck(() => updateDiscount(db, id, toChanges(form)));
      if (!row) throw notFound(`discount ${id}`);
      return toDiscount(row);
    },

    /** Deletes a code, also one orders have used: they keep their own copy (decision 025). */
    async remove(id: number): Promise<void> {
      if (!(await deleteDiscount(db, id))) throw notFound(`discount ${id}`);
    },
  };
}
export type DiscountService = ReturnType<typeof createDiscountService>;
