import { z } from 'zod';
import {
  counterApiSchema,
  type CounterApi,
  type CounterListItem,
  type UpdateCounterInput,
} from '#contracts/counter.ts';
import { counterFromDomain, counterToDomain } from '#contracts/counter-mapping.ts';
import { centsToEuros, eurosToCents } from '#contracts/euros.ts';
import {
  counterFixedAmountFields,
  type CounterFixedAmountField,
  type CounterFixedAmountIdField,
} from '#contracts/counter-fields.ts';
import {
  defaultFixedAmounts,
  fixedAmountKeys,
  type CounterConfig,
  type FixedAmounts,
} from '#domain/counter/counter-config.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { CachedAnswer } from '#server/lib/cached-answer.ts';
import type { PublicAnswerCache } from '#server/lib/public-answer-cache.ts';
import {
  findCounterConfig,
  findCounterUpdatedAt,
  listCounterConfigs,
  lockCounterConfig,
  notifyCounterChanged,
  saveCounterConfig,
  type WindowToSave,
} from './counter.repository';
import { assertLatest } from './counter-version';

/** The shop's stored configuration. */
export const storedCounterId = 1;
/** The default counter (admin spec section 9): the back office's ids 1 and lower load it. */
export const defaultCounterId = 8888;
/** Ids that answer the active configuration: 8888 is the default counter, 9999 the landing page's. */
export const activeCounterAliases: readonly number[] = [defaultCounterId, 9999];
/** Ids a save may name: the stored one and the default counter (the landing page's 9999 only reads). */
export const editableCounterIds: readonly number[] = [storedCounterId, defaultCounterId];

/** The fixed amounts a save left out, as stored (issue 24 point 8). */
function fixedFieldsOf(input: UpdateCounterInput, stored: FixedAmounts) {
  const fields: Record<string, number | string> = {};
  for (const key of fixedAmountKeys) {
    const f = counterFixedAmountFields[key];
    fields[f.amount] = input[f.amount] ?? centsToEuros(stored[key].cents);
    fields[f.accountingId] = input[f.accountingId] ?? stored[key].easoftItemId;
  }
  return fields as Pick<CounterApi, CounterFixedAmountField | CounterFixedAmountIdField>;
}

/** The API's input as the domain speaks it (cents), windows without an id to be added. */
function toSaved(input: UpdateCounterInput, storedFixed: FixedAmounts) {
  const { windows: _windows, ...scalars } = counterToDomain({
    ...input,
    ...fixedFieldsOf(input, storedFixed),
    id: storedCounterId,
    windows: [],
  });
  const windows: WindowToSave[] = input.windows.map((w) => ({
    ...(w.id === undefined ? {} : { id: w.id }),
    title: w.title,
    titleEng: w.title_eng,
    titleSv: w.title_sv,
    image: w.image,
    priceCents: eurosToCents(w.price),
    washingMinutes: w.washing_time,
    defaultAmount: w.default_amount,
    easoftItemId: w.easoft_item_id,
  }));
  return { ...scalars, windows };
}

const isKnownId = (id: number) => id === storedCounterId || activeCounterAliases.includes(id);

/** The one key of the public answer: every known id answers the same configuration. */
const publicAnswerKey = 'counter';

/**
 * The price configuration (admin spec sections 3, 5, 7). The order's pricing reads the
 * table every time; the calculator's public answer is kept serialised (decision 043) and
 * dropped by every save, in this process at once and in the others by NOTIFY at commit.
 */
export function createCounterService(db: Database, answers: PublicAnswerCache) {
  return {
    /** id 1 is the stored configuration; 8888 and 9999 answer the active one; others are not found. */
    async getCounter(id: number): Promise<CounterConfig> {
      const config = isKnownId(id) ? await findCounterConfig(db, storedCounterId) : null;
      if (!config) throw notFound(`counter ${id}`);
      return config;
    },

    /** The configuration as the API sends it, with its version (`updated_at`). */
    async getCounterApi(): Promise<CounterApi> {
      const config = await this.getCounter(storedCounterId);
      const version = await findCounterUpdatedAt(db, storedCounterId);
      return {
        ...counterFromDomain(config),
        ...(version ? { updated_at: version.toISOString() } : {}),
      };
    },

    /** GET counter/:counterId's answer as JSON bytes, from memory after the first read. */
    async getPublicCounter(id: number): Promise<CachedAnswer> {
      if (!isKnownId(id)) throw notFound(`counter ${id}`);
      return answers.get(publicAnswerKey, async () => {
        const api = await this.getCounterApi();
        return { json: JSON.stringify(z.encode(counterApiSchema, api)) };
      });
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
    async updateCounter(
      id: number,
      input: UpdateCounterInput,
      saver?: { name: string },
    ): Promise<CounterConfig> {
      if (!editableCounterIds.includes(id)) throw notFound(`counter ${id}`);
      await db.transaction(async (tx) => {
        const stored = await lockCounterConfig(tx, storedCounterId);
        if (!stored) throw notFound(`counter ${storedCounterId}`);
        assertLatest(stored, input.updated_at);
        const current = await findCounterConfig(tx, storedCounterId);
        const saved = toSaved(input, current?.fixedAmounts ?? defaultFixedAmounts);
        const storedWindowIds = stored.windowIds;
        const stale = saved.windows.findIndex(
          (w) => w.id !== undefined && !storedWindowIds.includes(w.id),
        );
        if (stale >= 0) {
          throw new AppError('VALIDATION_FAILED', `window ${saved.windows[stale]?.id} unknown`, {
            [`windows.${stale}.id`]: 'validation.row_changed',
          });
        }
        await saveCounterConfig(tx, storedCounterId, saved, saver?.name ?? null);
        await notifyCounterChanged(tx);
      });
      answers.drop(publicAnswerKey);
      return this.getCounter(storedCounterId);
    },
  };
}
export type CounterService = ReturnType<typeof createCounterService>;
