/** The order page's reads and writes (decision 049): the token's hash and the washer's name. */
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orders, washers } from '#server/db/schema/index.ts';

export async function setManageTokenHash(
  db: Database,
  orderId: number,
  hash: string,
  sealed: string | null = null,
) {
  await db
    .update(orders)
    .set({ manageTokenHash: hash, manageTokenSealed: sealed })
    .where(eq(orders.id, orderId));
}

/** The order's page token as stored (its hash and sealed copy), or null for no such order. */
export async function findManageToken(db: Database, orderId: number) {
  const [row] = await db
    .select({
      manageTokenHash: orders.manageTokenHash,
      manageTokenSealed: orders.manageTokenSealed,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** The id of the order whose page token has this hash, or null. */
export async function findOrderIdByTokenHash(db: Database, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.manageTokenHash, hash));
  return row?.id ?? null;
}

/** The washer's first name (the customer sees no more of it), or null. */
export async function findWasherFirstName(
  db: Database,
  washerId: number | null,
): Promise<string | null> {
  if (washerId === null) return null;
  const [row] = await db
    .select({ name: washers.name })
    .from(washers)
    .where(eq(washers.id, washerId));
  return row ? (row.name.trim().split(/\s+/)[0] ?? null) : null;
}
