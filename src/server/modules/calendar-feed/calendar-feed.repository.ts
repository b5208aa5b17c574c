import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { washers } from '#server/db/schema/index.ts';

export async function findWasherFeed(db: Database, washerId: number) {
  const [row] = await db
    .select({ id: washers.id, name: washers.name, icsSecretHash: washers.icsSecretHash })
    .from(washers)
    .where(eq(washers.id, washerId));
  return row;
}

/** Sets the hash of the washer's new feed secret; false when there is no such washer. */
export async function setWasherFeedHash(
  db: Database,
  washerId: number,
  hash: string,
): Promise<boolean> {
  const rows = await db
    .update(washers)
    .set({ icsSecretHash: hash })
    .where(eq(washers.id, washerId))
    .returning({ id: washers.id });
  return rows.length > 0;
}
