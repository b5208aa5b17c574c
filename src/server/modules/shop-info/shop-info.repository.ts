import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import { publicAnswersChannel } from '#server/lib/public-answer-cache.ts';

/**
 * The stored value under `key`, or null when staff have not saved one. `forUpdate` inside a
 * transaction holds the row until it ends, so a change merged over it is not lost to another.
 */
export async function findShopSetting(
  db: Database,
  key: string,
  { forUpdate = false } = {},
): Promise<unknown> {
  const query = db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  const rows = await (forUpdate ? query.for('update') : query);
  return rows[0]?.value ?? null;
}

/** Writes `value` under `key`, replacing what was there. */
export async function upsertShopSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Announces the change to every process (decision 043): inside its transaction. */
export async function notifyShopSettingsChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${publicAnswersChannel}, 'shop_settings')`);
}

/** Removes the value under `key` (the defaults apply again). */
export async function deleteShopSetting(db: Database, key: string): Promise<void> {
  await db.delete(shopSettings).where(eq(shopSettings.key, key));
}
