import { asc, eq } from 'drizzle-orm';
import { counterDefaultFields, counterItemFields } from '../../../contracts/counter-fields';
import {
  counterItemKeys,
  type CounterConfig,
  type CounterDefaults,
  type CounterItemKey,
  type PricedItem,
} from '../../../domain/counter/counter-config';
import type { Database } from '../../db/client';
import { counterConfigs, counterWindows } from '../../db/schema';

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
      image: w.image,
      priceCents: w.priceCents,
      washingMinutes: w.washingTime,
      defaultAmount: w.defaultAmount,
      easoftItemId: w.easoftItemId,
    })),
    items,
    defaults,
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
