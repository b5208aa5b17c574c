/**
 * A line of a price quote, which is also an order item for the ERP and the invoice:
 * amount x unitPriceCents is the list amount, amount x discountPriceCents the amount
 * after a PERCENT campaign code.
 */
import { accountingIds } from '../counter/counter-config';
import type { WorkItemKey } from './work-items';

/** 'work' lines are what a campaign code may discount; the others never are. */
export type PriceLineKind =
  'work' | 'onlineDiscount' | 'minimumCharge' | 'paymentDiscount' | 'chargingFee' | 'repeatedOrder';

export type AdjustmentKind = Exclude<PriceLineKind, 'work'>;
export type PriceLineKey = WorkItemKey | AdjustmentKind;

export interface PriceLine {
  /** Stable within a quote: 'base', 'window:3', 'balconyGlass', 'onlineDiscount', ... */
  key: PriceLineKey;
  kind: PriceLineKind;
  /** i18n key, e.g. 'pricing.line.balcony_glass'; windows show title / titleEng instead. */
  labelKey: string;
  title?: string;
  titleEng?: string;
  amount: number;
  unitPriceCents: number;
  discountPriceCents: number;
  easoftItemId: string;
}

/** Fixed amounts of customer spec section 9 (decision 004). */
export const ONLINE_SHOP_DISCOUNT_CENTS = 3000;
export const ONLINE_PAYMENT_DISCOUNT_CENTS = 790;
export const PAPER_INVOICE_FEE_CENTS = 290;

/** 'balconyRailingObstacle' -> 'pricing.line.balcony_railing_obstacle'; 'window:3' -> '...window'. */
export function lineLabelKey(key: PriceLineKey): string {
  const name = key.startsWith('window:') ? 'window' : key;
  return `pricing.line.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

const adjustmentIds: Record<AdjustmentKind, string> = {
  onlineDiscount: accountingIds.onlineDiscount,
  // The minimum charge tops the base item up to the minimum price: the base item's id.
  minimumCharge: accountingIds.base,
  paymentDiscount: accountingIds.paymentDiscount,
  chargingFee: accountingIds.chargingFee,
  repeatedOrder: accountingIds.repeatedOrder,
};

/** A one-off line that no campaign code touches (its discount price equals its price). */
export function adjustmentLine(kind: AdjustmentKind, unitPriceCents: number): PriceLine {
  return {
    key: kind,
    kind,
    labelKey: lineLabelKey(kind),
    amount: 1,
    unitPriceCents,
    discountPriceCents: unitPriceCents,
    easoftItemId: adjustmentIds[kind],
  };
}

/** amount x unit price summed: the list total of the given lines. */
export function sumLines(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount * line.unitPriceCents, 0);
}

/** amount x discount price summed: the total after a PERCENT code. */
export function sumDiscountedLines(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount * line.discountPriceCents, 0);
}

const notWashedIds: ReadonlySet<string> = new Set([
  accountingIds.base,
  ...Object.values(adjustmentIds),
]);

/**
 * Whether a stored order line is something to wash (a window type, balcony glass, a mall
 * set...), read from its accounting id: the start fee, the minimum charge, the discounts,
 * the paper-invoice fee and the repeated-order marker are money only. The washer's run
 * sheet lists these lines (decision 056).
 */
export const isWashedLine = (easoftItemId: string): boolean => !notWashedIds.has(easoftItemId);
