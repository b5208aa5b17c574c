import type { Database } from './database';
import { counterConfigs } from './schema';
import { demoCounter } from './seed-counter';
import { seedContent } from './seed-content';
import { seedCounterWindows } from './seed-windows';
import { seedWashers } from './seed-washers';

/**
 * Loads the demo data (price configuration 1 with its windows, postal areas of Helsinki,
 * Espoo and Vantaa, three washers with calendars and blocks, maintainer suggestions,
 * a notification, the shopping centres and the campaign code DEMO10) when the database
 * has no counter configuration yet. All in one transaction; a second call, also a
 * concurrent one from another process, changes nothing. Dates are placed relative to `now`.
 * Returns whether it loaded anything.
 */
export async function seedDemo(db: Database, now: Date): Promise<boolean> {
  const existing = await db.select({ id: counterConfigs.id }).from(counterConfigs).limit(1);
  if (existing.length > 0) return false;
  return db.transaction(async (tx) => {
    // Claims the seed: a concurrent seeder waits on this row, then inserts nothing.
    const claimed = await tx
      .insert(counterConfigs)
      .values(demoCounter)
      .onConflictDoNothing()
      .returning({ id: counterConfigs.id });
    if (claimed.length === 0) return false;
    await seedCounterWindows(tx);
    await seedWashers(tx, now);
    await seedContent(tx, now);
    return true;
  });
}
