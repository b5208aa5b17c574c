/**
 * Rules on the quantities themselves, shared by pricing and washing time:
 * validity, merging of window rows, unknown windows and the 'sum of all quantities'.
 */
import type { CounterConfig } from '../counter/counter-config';
import { DomainError } from '../errors';
import type { OrderQuantities } from './order-quantities';

/** The numeric fields besides windows; the yes/no questions are not quantities. */
export const countFields = [
  'balconyGlassAmount',
  'balconyRailingMeters',
  'terraceGlassAmount',
  'miscSealAmount',
  'miscFastenerAmount',
  'highGlassAmount',
  'highOpeningAmount',
] as const;

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** Every count and every window amount must be a whole number >= 0 (INVALID_QUANTITY). */
export function assertValidQuantities(quantities: OrderQuantities): void {
  for (const field of countFields) {
    if (!isCount(quantities[field])) {
      throw new DomainError('INVALID_QUANTITY', `${field} must be a whole number >= 0`, { field });
    }
  }
  for (const row of quantities.windows) {
    if (!isCount(row.amount)) {
      throw new DomainError('INVALID_QUANTITY', `window ${row.windowId} amount is invalid`, {
        field: 'windows',
        windowId: row.windowId,
      });
    }
  }
}

/**
 * Amount per window id of the configuration; rows naming the same id are added up,
 * rows naming a window the configuration does not have are left out.
 */
export function knownWindowAmounts(
  config: CounterConfig,
  quantities: OrderQuantities,
): Map<number, number> {
  const known = new Set(config.windows.map((w) => w.id));
  const amounts = new Map<number, number>();
  for (const { windowId, amount } of quantities.windows) {
    if (known.has(windowId)) amounts.set(windowId, (amounts.get(windowId) ?? 0) + amount);
  }
  return amounts;
}

/** Ids with a positive amount that the configuration does not know (deleted or made up). */
export function findUnknownWindowIds(config: CounterConfig, quantities: OrderQuantities): number[] {
  const known = new Set(config.windows.map((w) => w.id));
  const unknown = quantities.windows
    .filter((row) => row.amount > 0 && !known.has(row.windowId))
    .map((row) => row.windowId);
  return [...new Set(unknown)];
}

/** For the server: an order must not name windows that no longer exist (UNKNOWN_WINDOW). */
export function assertKnownWindows(config: CounterConfig, quantities: OrderQuantities): void {
  const unknown = findUnknownWindowIds(config, quantities);
  if (unknown.length > 0) {
    throw new DomainError('UNKNOWN_WINDOW', `unknown window ids: ${unknown.join(', ')}`, {
      field: 'windows',
      windowIds: unknown,
    });
  }
}

/**
 * 'The sum of all quantities' that enables ordering: known window amounts plus every count
 * field (railing metres included), and the terrace's glass roof as one: it is a job of its
 * own at a fixed price, orderable alone (issue 15). The other yes/no choices (curtain,
 * railings, obstacle) only qualify balcony glass and add nothing.
 */
export function quantitySum(config: CounterConfig, quantities: OrderQuantities): number {
  let sum = quantities.terraceRoof ? 1 : 0;
  for (const amount of knownWindowAmounts(config, quantities).values()) sum += amount;
  for (const field of countFields) sum += quantities[field];
  return sum;
}
