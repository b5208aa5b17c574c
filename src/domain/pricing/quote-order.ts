/**
 * The one pricing function (customer spec section 9, decision 004), used live in the browser and
 * authoritatively on the server. All sums are integer cents; the lines always add up
 * to the totals: sum(amount x unitPrice) = totalPriceCents and, unless a FIXED code is
 * used or the total is clamped at 0, sum(amount x discountPrice) = totalAfterDiscountCents.
 */
import type { CounterConfig } from '../counter/counter-config';
import type { OrderQuantities } from '../order/order-quantities';
import { assertValidQuantities, quantitySum } from '../order/quantity-rules';
import type { CampaignCode } from './campaign-code';
import { assertValidCampaignCode, codeDiscountCents, discountedUnitPrice } from './campaign-code';
import type { PaymentChoice } from './payment-adjustment';
import { paymentAdjustmentLine, pendingOnlinePaymentDiscount } from './payment-adjustment';
import type { PriceLine } from './price-line';
import { adjustmentLine, lineLabelKey, sumLines } from './price-line';
import type { WorkItem } from './work-items';
import { washingMinutes, workItems } from './work-items';

export interface QuoteOptions extends PaymentChoice {
  /** A recurring order adds a 0-euro 'repeated order' line for the ERP. */
  repeatedOrder?: boolean | undefined;
  /** Only a validated code; null or undefined for none. */
  campaignCode?: CampaignCode | null | undefined;
  /**
   * Where the order is made: 'web' (the default: the site's calculator and checkout) gets the
   * web shop's discount; 'staff' (an order taken over the phone, issue 24 point 7) does not.
   */
  channel?: 'web' | 'staff' | undefined;
}

export interface OrderQuote {
  lines: PriceLine[];
  /** Sum of the work lines (base, windows, balcony, ...) before the web shop's discount. */
  workCents: number;
  /** The web shop's discount this order gets (the configuration's; 0 for a staff order). */
  webShopDiscountCents: number;
  /**
   * max(minimum price, work - web shop's discount): what the calculator shows before payment
   * is chosen.
   */
  listPriceCents: number;
  isMinimumApplied: boolean;
  /** -online payment's discount, +paper invoice's fee on a paper bill, else 0 (configured). */
  paymentAdjustmentCents: number;
  /** The online payment's discount while no payment type is chosen (to name), else null. */
  onlinePaymentDiscountCents: number | null;
  /** List price + payment adjustment (total_price). */
  totalPriceCents: number;
  /**
   * The discount the code gives this order: PERCENT the sum over the work lines, FIXED its
   * value, never more than the total, so total - discount is what is paid. The one figure
   * every page, mail and stored order shows (issue 15: a 500 EUR code on a 91.10 EUR order
   * showed -500 EUR on one page and -91.10 EUR on the next).
   */
  codeDiscountCents: number;
  /** total - code discount (total_price_after_discount), never below 0. */
  totalAfterDiscountCents: number;
  /** Washing time of the order, base time included. */
  washingMinutes: number;
  /** Sum of all quantities; 0 means nothing to clean. */
  quantitySum: number;
  /** False when nothing is chosen: all prices are then 0 and there are no lines. */
  isOrderable: boolean;
}

const toWorkLine = (item: WorkItem, code: CampaignCode | null): PriceLine => ({
  key: item.key,
  kind: 'work',
  labelKey: lineLabelKey(item.key),
  ...(item.title === undefined
    ? {}
    : { title: item.title, titleEng: item.titleEng ?? '', titleSv: item.titleSv ?? '' }),
  amount: item.amount,
  unitPriceCents: item.unitPriceCents,
  discountPriceCents: discountedUnitPrice(item.unitPriceCents, code),
  easoftItemId: item.easoftItemId,
});

/**
 * Prices an order. Throws INVALID_QUANTITY / INVALID_DISCOUNT on malformed input; window
 * rows with ids the configuration lacks are ignored (the server rejects them beforehand
 * with assertKnownWindows, while a stale browser basket keeps working).
 */
export function quoteOrder(
  config: CounterConfig,
  quantities: OrderQuantities,
  options: QuoteOptions = {},
): OrderQuote {
  assertValidQuantities(quantities);
  const code = options.campaignCode ?? null;
  if (code !== null) assertValidCampaignCode(code);

  const sum = quantitySum(config, quantities);
  const minutes = washingMinutes(config, quantities);
  const fixed = config.fixedAmounts;
  const pendingDiscount = pendingOnlinePaymentDiscount(fixed, options);
  if (sum === 0) return emptyQuote(minutes, pendingDiscount);

  const workLines = workItems(config, quantities).map((item) => toWorkLine(item, code));
  const workCents = sumLines(workLines);
  const shop = fixed.webShopDiscount;
  const shopDiscount = options.channel === 'staff' ? 0 : shop.cents;
  const afterShopDiscount = workCents - shopDiscount;
  const listPriceCents = Math.max(config.minimumPriceCents, afterShopDiscount);
  const minimumCharge = listPriceCents - afterShopDiscount;
  const paymentLine = paymentAdjustmentLine(fixed, options, listPriceCents);

  const lines = [
    ...workLines,
    ...(shopDiscount > 0
      ? [adjustmentLine('onlineDiscount', -shopDiscount, shop.easoftItemId)]
      : []),
    ...(minimumCharge > 0 ? [adjustmentLine('minimumCharge', minimumCharge)] : []),
    ...(paymentLine === null ? [] : [paymentLine]),
    ...(options.repeatedOrder === true ? [adjustmentLine('repeatedOrder', 0)] : []),
  ];
  const paymentAdjustmentCents = paymentLine?.unitPriceCents ?? 0;
  const totalPriceCents = listPriceCents + paymentAdjustmentCents;
  const discount = Math.min(codeDiscountCents(lines, code), Math.max(0, totalPriceCents));
  return {
    lines,
    workCents,
    webShopDiscountCents: shopDiscount,
    listPriceCents,
    isMinimumApplied: minimumCharge > 0,
    paymentAdjustmentCents,
    onlinePaymentDiscountCents: pendingDiscount,
    totalPriceCents,
    codeDiscountCents: discount,
    totalAfterDiscountCents: Math.max(0, totalPriceCents - discount),
    washingMinutes: minutes,
    quantitySum: sum,
    isOrderable: true,
  };
}

function emptyQuote(minutes: number, pendingDiscount: number | null): OrderQuote {
  return {
    lines: [],
    workCents: 0,
    webShopDiscountCents: 0,
    listPriceCents: 0,
    isMinimumApplied: false,
    paymentAdjustmentCents: 0,
    onlinePaymentDiscountCents: pendingDiscount,
    totalPriceCents: 0,
    codeDiscountCents: 0,
    totalAfterDiscountCents: 0,
    washingMinutes: minutes,
    quantitySum: 0,
    isOrderable: false,
  };
}
