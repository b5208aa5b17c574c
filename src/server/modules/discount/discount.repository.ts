import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discounts } from '../../db/schema';

export type DiscountRow = typeof discounts.$inferSelect;

/** The code regardless of letter case (codes are unique case-insensitively), or null. */
export async function findDiscountByCode(db: Database, code: string): Promise<DiscountRow | null> {
  const rows = await db
    .select()
    .from(discounts)
    .where(eq(sql`lower(${discounts.code})`, code.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}
