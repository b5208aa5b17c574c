/**
 * A line of a price quote, which is also an order item for the ERP and the invoice:
 * amount x unitPriceCents is the list amount, amount x discountPriceCents the amount
 * after a PERCENT campaign code.
 */
import { accountingIds, defaultFixedAmounts, type FixedAmounts } from '../counter/counter-config';
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
  /**
   * i18n key, e.g. 'pricing.line.balcony_glass'; windows show title / titleEng / titleSv
   * instead (an empty titleSv: the Finnish title, decision 078).
   */
  labelKey: string;
  title?: string;
  titleEng?: string;
  titleSv?: string;
  amount: number;
  unitPriceCents: number;
  discountPriceCents: number;
  easoftItemId: string;
}

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

/**
 * A one-off line that no campaign code touches (its discount price equals its price). The
 * fixed amounts' lines carry the item id of the price configuration (FixedAmounts).
 */
export function adjustmentLine(
  kind: AdjustmentKind,
  unitPriceCents: number,
  easoftItemId: string = adjustmentIds[kind],
): PriceLine {
  return {
    key: kind,
    kind,
    labelKey: lineLabelKey(kind),
    amount: 1,
    unitPriceCents,
    discountPriceCents: unitPriceCents,
    easoftItemId,
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

const fixedIdsOf = (fixed: FixedAmounts): string[] => [
  fixed.webShopDiscount.easoftItemId,
  fixed.onlinePaymentDiscount.easoftItemId,
  fixed.paperInvoiceFee.easoftItemId,
];

const defaultNotWashedIds: ReadonlySet<string> = new Set([
  accountingIds.base,
  ...Object.values(adjustmentIds),
  ...fixedIdsOf(defaultFixedAmounts),
]);

/**
 * Whether a stored order line is something to wash (a window type, balcony glass, a mall
 * set...), read from its accounting id: the start fee, the minimum charge, the discounts,
 * the paper-invoice fee and the repeated-order marker are money only. The washer's run
 * sheet lists these lines (decision 056). The ids of the fixed amounts are the
 * specification's and, when given, those of the price configuration now (issue 24).
 */
export function isWashedLine(easoftItemId: string, fixed?: FixedAmounts): boolean {
  if (defaultNotWashedIds.has(easoftItemId)) return false;
  return fixed === undefined || !fixedIdsOf(fixed).includes(easoftItemId);
}

/**
 * Whether a stored line is the paper invoice's fee (not work: the household deduction leaves
 * it out): the specification's id or, when given, the configuration's.
 */
export function isPaperInvoiceFeeLine(easoftItemId: string, fixed?: FixedAmounts): boolean {
  return (
    easoftItemId === defaultFixedAmounts.paperInvoiceFee.easoftItemId ||
    easoftItemId === fixed?.paperInvoiceFee.easoftItemId
  );
}

/**
 * Whether stored lines carry the web shop's discount (the specification's id or, when given,
 * the configuration's): a phone order has none, and its next visit is priced the same way.
 */
export function hasWebShopDiscountLine(
  lines: readonly { easoftItemId: string }[],
  fixed?: FixedAmounts,
): boolean {
  const ids = [
    defaultFixedAmounts.webShopDiscount.easoftItemId,
    fixed?.webShopDiscount.easoftItemId,
  ];
  return lines.some((line) => ids.includes(line.easoftItemId));
}
