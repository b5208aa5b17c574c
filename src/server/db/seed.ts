import type { Database } from './database';
import { counterConfigs } from './schema';
import { demoCounter } from './seed-counter';
import { seedContent, seedShoppingCentres } from './seed-content';
import { seedCounterWindows } from './seed-windows';
import { seedWashers } from './seed-washers';

/**
 * What every install starts from, loaded into a database without a counter configuration
 * (decision 074): the specification's price list (configuration 1 with its windows) and the
 * shopping centres. A company edits these in the back office and adds its own postal areas
 * and washers. Returns whether it loaded anything.
 */
export function seedPriceList(db: Database): Promise<boolean> {
  return seedEmptyDatabase(db, () => Promise.resolve());
}

/**
 * The price list and the demo company's day (decision 074: only with SEED_DEMO): postal
 * areas of Helsinki, Espoo and Vantaa, three washers with calendars and blocks, maintainer
 * suggestions, a notification and the campaign code DEMO10. Dates are placed relative to
 * `now`. Returns whether it loaded anything.
 */
export function seedDemo(db: Database, now: Date): Promise<boolean> {
  return seedEmptyDatabase(db, async (tx) => {
    await seedWashers(tx, now);
    await seedContent(tx, now);
  });
}

/**
 * Loads the price list and then `more` into a database that has no counter configuration
 * yet, all in one transaction; a second call, also a concurrent one from another process,
 * changes nothing.
 */
async function seedEmptyDatabase(
  db: Database,
  more: (tx: Database) => Promise<void>,
): Promise<boolean> {
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
    await seedShoppingCentres(tx);
    await more(tx);
    return true;
  });
}
