import type { CounterConfig } from '../../../domain/counter/counter-config';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findCounterConfig } from './counter.repository';

/** The shop's stored configuration. */
export const storedCounterId = 1;
/** Ids that answer the active configuration: 8888 is the default counter, 9999 the landing page's. */
export const activeCounterAliases: readonly number[] = [8888, 9999];

export function createCounterService(db: Database) {
  return {
    /** id 1 is the stored configuration; 8888 and 9999 answer the active one; others are not found. */
    async getCounter(id: number): Promise<CounterConfig> {
      const isKnown = id === storedCounterId || activeCounterAliases.includes(id);
      const config = isKnown ? await findCounterConfig(db, storedCounterId) : null;
      if (!config) throw notFound(`counter ${id}`);
      return config;
    },
  };
}
export type CounterService = ReturnType<typeof createCounterService>;
