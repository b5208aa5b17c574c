import type { CounterListItem, UpdateCounterInput } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { eurosToCents } from '#contracts/euros.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import {
  findCounterConfig,
  listCounterConfigs,
  lockCounterConfig,
  saveCounterConfig,
  type WindowToSave,
} from './counter.repository';

/** The shop's stored configuration. */
export const storedCounterId = 1;
/** The default counter (admin spec section 9): the back office's ids 1 and lower load it. */
export const defaultCounterId = 8888;
/** Ids that answer the active configuration: 8888 is the default counter, 9999 the landing page's. */
export const activeCounterAliases: readonly number[] = [defaultCounterId, 9999];
/** Ids a save may name: the stored one and the default counter (the landing page's 9999 only reads). */
export const editableCounterIds: readonly number[] = [storedCounterId, defaultCounterId];

/** The API's input as the domain speaks it (cents), windows without an id to be added. */
function toSaved(input: UpdateCounterInput) {
  const { windows: _windows, ...scalars } = counterToDomain({
    ...input,
    id: storedCounterId,
    windows: [],
  });
  const windows: WindowToSave[] = input.windows.map((w) => ({
    ...(w.id === undefined ? {} : { id: w.id }),
    title: w.title,
    titleEng: w.title_eng,
    image: w.image,
    priceCents: eurosToCents(w.price),
    washingMinutes: w.washing_time,
    defaultAmount: w.default_amount,
    easoftItemId: w.easoft_item_id,
  }));
  return { ...scalars, windows };
}

/**
 * The price configuration (admin spec sections 3, 5, 7). Nothing is cached: every read
 * (the calculator's GET, the order's pricing) sees the last save at once, in every process.
 */
export function createCounterService(db: Database) {
  return {
    /** id 1 is the stored configuration; 8888 and 9999 answer the active one; others are not found. */
    async getCounter(id: number): Promise<CounterConfig> {
      const isKnown = id === storedCounterId || activeCounterAliases.includes(id);
      const config = isKnown ? await findCounterConfig(db, storedCounterId) : null;
      if (!config) throw notFound(`counter ${id}`);
      return config;
    },

    async listCounters(): Promise<CounterListItem[]> {
      const rows = await listCounterConfigs(db);
      return rows.map((row) => ({ id: row.id, translate: { name: row.name } }));
    },

    /**
     * Saves the whole configuration in one transaction. A window row's id must be one of
     * the stored rows (else the form is stale: 400 on that row); stored rows not listed
     * are removed (orders keep their own lines: decision 031).
     */
    async updateCounter(id: number, input: UpdateCounterInput): Promise<CounterConfig> {
      if (!editableCounterIds.includes(id)) throw notFound(`counter ${id}`);
      const saved = toSaved(input);
      await db.transaction(async (tx) => {
        const storedWindowIds = await lockCounterConfig(tx, storedCounterId);
        if (!storedWindowIds) throw notFound(`counter ${storedCounterId}`);
        const stale = saved.windows.findIndex(
          (w) => w.id !== undefined && !storedWindowIds.includes(w.id),
        );
        if (stale >= 0) {
          throw new AppError('VALIDATION_FAILED', `window ${saved.windows[stale]?.id} unknown`, {
            [`windows.${stale}.id`]: 'validation.row_changed',
          });
        }
        await saveCounterConfig(tx, storedCounterId, saved);
      });
      return this.getCounter(storedCounterId);
    },
  };
}
export type CounterService = ReturnType<typeof createCounterService>;
