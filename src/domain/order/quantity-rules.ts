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
 * 'The sum of all quantities' of the spec, counted from window amounts and the count fields
 * (railing metres included): the order button is disabled and the server refuses the order
 * while it is 0 (customer spec, DESIGN section 4). The yes/no choices (the terrace's glass
 * roof, curtain, railings, obstacle) are not quantities and add nothing: a roof alone is not
 * an order (issue 28 point 9, amending issue 15's choice; decision 067). The one rule for
 * the browser, the domain and the server's request schema.
 */
export function sumOfCounts(
  quantities: Pick<OrderQuantities, (typeof countFields)[number]>,
  windowAmounts: Iterable<number>,
): number {
  let sum = 0;
  for (const amount of windowAmounts) sum += amount;
  for (const field of countFields) sum += quantities[field];
  return sum;
}

/** The sum of all quantities, counting only windows the counter knows (see sumOfCounts). */
export function quantitySum(config: CounterConfig, quantities: OrderQuantities): number {
  return sumOfCounts(quantities, knownWindowAmounts(config, quantities).values());
}
