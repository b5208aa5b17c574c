import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  counterDefaultFields,
  counterFixedAmountFields,
  counterItemFields,
} from '#contracts/counter-fields.ts';
import {
  counterItemKeys,
  fixedAmountKeys,
  type CounterConfig,
  type CounterDefaults,
  type CounterItemKey,
  type PricedItem,
  type WindowType,
} from '#domain/counter/counter-config.ts';
import type { Database } from '#server/db/client.ts';
import { counterConfigs, counterWindows } from '#server/db/schema/index.ts';
import { publicAnswersChannel } from '#server/lib/public-answer-cache.ts';

type CounterRow = typeof counterConfigs.$inferSelect;
type WindowRow = typeof counterWindows.$inferSelect;

/** Columns follow the API's names in camelCase; money columns add 'Cents' (counter-fields.ts). */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const column = (row: CounterRow, name: string) => row[name as keyof CounterRow];

function toDomain(row: CounterRow, windows: WindowRow[]): CounterConfig {
  const items = Object.fromEntries(
    counterItemKeys.map((key): [CounterItemKey, PricedItem] => {
      const f = counterItemFields[key];
      return [
        key,
        {
          priceCents: column(row, `${camel(f.price)}Cents`) as number,
          minutes: column(row, camel(f.time)) as number,
          easoftItemId: column(row, camel(f.accountingId)) as string,
        },
      ];
    }),
  ) as Record<CounterItemKey, PricedItem>;
  const defaults = Object.fromEntries(
    Object.entries(counterDefaultFields).map(([key, field]) => [key, column(row, camel(field))]),
  ) as unknown as CounterDefaults;
  // Columns named as the API's fields (web_shop_discount -> webShopDiscountCents, ...).
  const fixedAmounts = Object.fromEntries(
    fixedAmountKeys.map((key) => {
      const f = counterFixedAmountFields[key];
      return [
        key,
        {
          cents: column(row, `${camel(f.amount)}Cents`) as number,
          easoftItemId: column(row, camel(f.accountingId)) as string,
        },
      ];
    }),
  ) as unknown as CounterConfig['fixedAmounts'];
  return {
    id: row.id,
    basePriceCents: row.basePriceCents,
    baseMinutes: row.baseTime,
    minimumPriceCents: row.minimumPriceCents,
    annualContractDiscountPercent: row.annualContractDiscountPercent,
    terraceGlassRoofPriceCents: row.terraceGlassRoofPriceCents,
    windows: windows.map((w) => ({
      id: w.id,
      title: w.title,
      titleEng: w.titleEng,
      titleSv: w.titleSv,
      image: w.image,
      priceCents: w.priceCents,
      washingMinutes: w.washingTime,
      defaultAmount: w.defaultAmount,
      easoftItemId: w.easoftItemId,
    })),
    items,
    defaults,
    fixedAmounts,
    showVideoGuide: row.showVideoGuide,
    basePriceInfoBlock: row.basePriceInfoBlock,
  };
}

/** The stored configuration with its window rows in display order, or null. */
export async function findCounterConfig(db: Database, id: number): Promise<CounterConfig | null> {
  const [row] = await db.select().from(counterConfigs).where(eq(counterConfigs.id, id));
  if (!row) return null;
  const windows = await db
    .select()
    .from(counterWindows)
    .where(eq(counterWindows.counterId, id))
    .orderBy(asc(counterWindows.sortOrder), asc(counterWindows.id));
  return toDomain(row, windows);
}

/** The stored configurations (one: id 1) with their names, by id. */
export async function listCounterConfigs(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: counterConfigs.id, name: counterConfigs.name })
    .from(counterConfigs)
    .orderBy(asc(counterConfigs.id));
}

/**
 * Locks the configuration's row until the transaction ends (two saves at once are made
 * one after the other) and answers the ids of its window rows; null when there is none.
 */
export async function lockCounterConfig(
  db: Database,
  id: number,
): Promise<{ windowIds: number[]; updatedAt: Date; updatedBy: string | null } | null> {
  const [row] = await db
    .select({
      id: counterConfigs.id,
      updatedAt: counterConfigs.updatedAt,
      updatedBy: counterConfigs.updatedBy,
    })
    .from(counterConfigs)
    .where(eq(counterConfigs.id, id))
    .for('update');
  if (!row) return null;
  const windows = await db
    .select({ id: counterWindows.id })
    .from(counterWindows)
    .where(eq(counterWindows.counterId, id));
  return {
    windowIds: windows.map((w) => w.id),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** When the configuration was last saved (its version); null when there is none. */
export async function findCounterUpdatedAt(db: Database, id: number): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: counterConfigs.updatedAt })
    .from(counterConfigs)
    .where(eq(counterConfigs.id, id));
  return row?.updatedAt ?? null;
}

type CounterColumns = Omit<typeof counterConfigs.$inferInsert, 'id' | 'name'>;

/** The configuration's own columns from the domain's (the inverse of toDomain). */
function toColumns(config: Omit<CounterConfig, 'id' | 'windows'>): CounterColumns {
  const columns: Record<string, unknown> = {
    basePriceCents: config.basePriceCents,
    minimumPriceCents: config.minimumPriceCents,
    annualContractDiscountPercent: config.annualContractDiscountPercent,
    baseTime: config.baseMinutes,
    terraceGlassRoofPriceCents: config.terraceGlassRoofPriceCents,
    showVideoGuide: config.showVideoGuide,
    basePriceInfoBlock: config.basePriceInfoBlock,
    // The version a save checks (decision 047): whole milliseconds, as the API sends it, and
    // never the same twice.
    updatedAt: sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${counterConfigs.updatedAt} + interval '1 millisecond')`,
  };
  for (const key of counterItemKeys) {
    const f = counterItemFields[key];
    const item = config.items[key];
    columns[`${camel(f.price)}Cents`] = item.priceCents;
    columns[camel(f.time)] = item.minutes;
    columns[camel(f.accountingId)] = item.easoftItemId;
  }
  for (const [key, field] of Object.entries(counterDefaultFields)) {
    columns[camel(field)] = config.defaults[key as keyof CounterDefaults];
  }
  for (const key of fixedAmountKeys) {
    const f = counterFixedAmountFields[key];
    columns[`${camel(f.amount)}Cents`] = config.fixedAmounts[key].cents;
    columns[camel(f.accountingId)] = config.fixedAmounts[key].easoftItemId;
  }
  return columns as CounterColumns;
}

/** A window row to save: without an id it is added. */
export type WindowToSave = Omit<WindowType, 'id'> & { id?: number };

const windowColumns = (w: WindowToSave, counterId: number, sortOrder: number) => ({
  counterId,
  title: w.title,
  titleEng: w.titleEng,
  titleSv: w.titleSv,
  image: w.image,
  priceCents: w.priceCents,
  washingTime: w.washingMinutes,
  defaultAmount: w.defaultAmount,
  easoftItemId: w.easoftItemId,
  sortOrder,
});

/**
 * Writes the whole configuration (call inside a transaction, after lockCounterConfig):
 * its columns; window rows with an id updated, rows without one added, the others removed;
 * the list's order is the display order.
 */
export async function saveCounterConfig(
  db: Database,
  id: number,
  config: Omit<CounterConfig, 'id' | 'windows'> & { windows: WindowToSave[] },
  savedBy: string | null = null,
): Promise<void> {
  await db
    .update(counterConfigs)
    .set({ ...toColumns(config), updatedBy: savedBy })
    .where(eq(counterConfigs.id, id));
  const kept = config.windows.flatMap((w) => (w.id === undefined ? [] : [w.id]));
  await db
    .delete(counterWindows)
    .where(
      kept.length > 0
        ? and(eq(counterWindows.counterId, id), notInArray(counterWindows.id, kept))
        : eq(counterWindows.counterId, id),
    );
  const added: ReturnType<typeof windowColumns>[] = [];
  for (const [index, w] of config.windows.entries()) {
    const values = windowColumns(w, id, index);
    if (w.id === undefined) added.push(values);
    else {
      await db
        .update(counterWindows)
        .set(values)
        .where(and(eq(counterWindows.id, w.id), eq(counterWindows.counterId, id)));
    }
  }
  if (added.length > 0) await db.insert(counterWindows).values(added);
}

/** Announces a save to every process (decision 043): inside its transaction, sent at commit. */
export async function notifyCounterChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${publicAnswersChannel}, 'counter')`);
}
