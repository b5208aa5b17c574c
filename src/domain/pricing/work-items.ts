/**
 * The shape of the work (customer spec section 9, decision 004): which items an order consists of and how many
 * of each. Price lines and washing time are both read from this one list, so the two can
 * never disagree about what is being done.
 */
import { accountingIds, counterItemKeys } from '../counter/counter-config';
import type { CounterConfig, CounterItemKey } from '../counter/counter-config';
import type { OrderQuantities } from '../order/order-quantities';
import { assertValidQuantities, knownWindowAmounts } from '../order/quantity-rules';

export type WorkItemKey = 'base' | `window:${number}` | CounterItemKey;

export interface WorkItem {
  key: WorkItemKey;
  amount: number;
  unitPriceCents: number;
  unitMinutes: number;
  easoftItemId: string;
  /** Only windows: the configured names, shown instead of a translated label. */
  title?: string;
  titleEng?: string;
  titleSv?: string;
}

/** Amount of every configurable item; most are 0 for a given order. */
export function itemAmounts(q: OrderQuantities): Record<CounterItemKey, number> {
  const g = q.balconyGlassAmount;
  const m = q.balconyRailingMeters;
  // With glasses, railings are washed per glass when switched on; without glasses they are
  // washed per metre (the metre field is only set then). The obstacle is an obstacle on
  // the railings, so it only counts when railings are being washed at all.
  const hasRailingsPerGlass = g > 0 && q.balconyRailings;
  const hasObstacle = q.balconyRailingsObstacle === true;
  const perMetre = g === 0 ? m : 0;
  return {
    balconyGlass: g,
    balconyCurtain: q.balconyGlassCurtain === true ? g : 0,
    balconyRailing: hasRailingsPerGlass ? g : 0,
    balconyRailingObstacle: hasRailingsPerGlass && hasObstacle ? g : 0,
    balconyRailingMeter: perMetre,
    balconyRailingObstacleMeter: hasObstacle ? perMetre : 0,
    terraceGlass: q.terraceGlassAmount,
    // The roof is a fixed price, chosen by yes/no.
    terraceRoof: q.terraceRoof ? 1 : 0,
    // High windows, openings and seals have a base charge once when their count is > 0.
    highWindowBase: q.highGlassAmount > 0 ? 1 : 0,
    highWindow: q.highGlassAmount,
    highOpeningBase: q.highOpeningAmount > 0 ? 1 : 0,
    highOpening: q.highOpeningAmount,
    sealBase: q.miscSealAmount > 0 ? 1 : 0,
    seal: q.miscSealAmount,
    fastener: q.miscFastenerAmount,
  };
}

/**
 * The base line (always, amount 1), then windows in the configuration's order, then the
 * other items in counterItemKeys order; only items with an amount above 0.
 * Window rows whose id the configuration does not know are ignored here (see
 * assertKnownWindows for the server's check).
 */
export function workItems(config: CounterConfig, quantities: OrderQuantities): WorkItem[] {
  const base: WorkItem = {
    key: 'base',
    amount: 1,
    unitPriceCents: config.basePriceCents,
    unitMinutes: config.baseMinutes,
    easoftItemId: accountingIds.base,
  };
  const amounts = knownWindowAmounts(config, quantities);
  const windows = config.windows.map((w): WorkItem => ({
    key: `window:${w.id}`,
    amount: amounts.get(w.id) ?? 0,
    unitPriceCents: w.priceCents,
    unitMinutes: w.washingMinutes,
    easoftItemId: w.easoftItemId,
    title: w.title,
    titleEng: w.titleEng,
    titleSv: w.titleSv,
  }));
  const counts = itemAmounts(quantities);
  const others = counterItemKeys.map((key): WorkItem => {
    const priced = config.items[key];
    return {
      key,
      amount: counts[key],
      unitPriceCents: priced.priceCents,
      unitMinutes: priced.minutes,
      easoftItemId: priced.easoftItemId,
    };
  });
  return [base, ...windows, ...others].filter((item) => item.amount > 0);
}

/**
 * Washing time of the order in minutes: the same shape as the price with the minutes
 * fields (base time once, per window, per glass or metre, bases of high windows and seals).
 */
export function washingMinutes(config: CounterConfig, quantities: OrderQuantities): number {
  assertValidQuantities(quantities);
  return workItems(config, quantities).reduce(
    (sum, item) => sum + item.amount * item.unitMinutes,
    0,
  );
}
