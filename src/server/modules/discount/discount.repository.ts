import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pgConstraint, pgErrorCode, pgErrorCodes } from '#server/db/database.ts';
import { discounts } from '#server/db/schema/index.ts';

export type DiscountRow = typeof discounts.$inferSelect;
export type NewDiscountRow = typeof discounts.$inferInsert;
/** What the back office may change: never `applied` (orders count it) nor `userId`. */
export type DiscountChanges = Pick<
  DiscountRow,
  'code' | 'type' | 'value' | 'limit' | 'fromDate' | 'toDate' | 'active'
>;

const codeIndex = 'discounts_code_lower_idx';

/** True when a write failed on the case-insensitive unique code index. */
export function isCodeTaken(error: unknown): boolean {
  return pgErrorCode(error) === pgErrorCodes.uniqueViolation && pgConstraint(error) === codeIndex;
}

/** The code regardless of letter case (codes are unique case-insensitively), or null. */
export async function findDiscountByCode(db: Database, code: string): Promise<DiscountRow | null> {
  const rows = await db
    .select()
    .from(discounts)
    .where(eq(sql`lower(${discounts.code})`, code.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Every code, newest first. */
export function listDiscounts(db: Database): Promise<DiscountRow[]> {
  return db.select().from(discounts).orderBy(desc(discounts.created), desc(discounts.id));
}

export async function findDiscountById(db: Database, id: number): Promise<DiscountRow | null> {
  const rows = await db.select().from(discounts).where(eq(discounts.id, id));
  return rows[0] ?? null;
}

/** Inserts a code; throws the driver's error on a taken code (see isCodeTaken). */
export async function insertDiscount(db: Database, row: NewDiscountRow): Promise<DiscountRow> {
  const [inserted] = await db.insert(discounts).values(row).returning();
  return inserted!;
}

/**
 * Writes only the editable columns: `applied` is left to the orders' own conditional
 * UPDATE, so an edit racing an order neither loses nor resets a use. Null for an unknown id.
 */
export async function updateDiscount(
  db: Database,
  id: number,
  changes: DiscountChanges,
): Promise<DiscountRow | null> {
  const rows = await db.update(discounts).set(changes).where(eq(discounts.id, id)).returning();
  return rows[0] ?? null;
}

/** Deletes a code; orders that used it keep their copy of code, type and amount. */
export async function deleteDiscount(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(discounts)
    .where(eq(discounts.id, id))
    .returning({ id: discounts.id });
  return rows.length > 0;
}
