/**
 * The price configuration ("counter") as the domain sees it: money in integer cents,
 * times in minutes. The API speaks the specification's snake_case names in euros;
 * src/contracts/counter.ts maps between the two.
 */

/** A priced item of the configuration: unit price, unit washing time and its accounting id. */
export interface PricedItem {
  priceCents: number;
  minutes: number;
  easoftItemId: string;
}

export interface WindowType {
  id: number;
  title: string;
  titleEng: string;
  /** The Swedish title; empty: Swedish customers read the Finnish one (decision 078). */
  titleSv: string;
  /** Image as a URL or a data URL. */
  image: string;
  priceCents: number;
  washingMinutes: number;
  defaultAmount: number;
  easoftItemId: string;
}

/** Every priced item key besides the windows and the base line. */
export const counterItemKeys = [
  'balconyGlass',
  'balconyCurtain',
  'balconyRailing',
  'balconyRailingObstacle',
  'balconyRailingMeter',
  'balconyRailingObstacleMeter',
  'terraceGlass',
  'terraceRoof',
  'highWindowBase',
  'highWindow',
  'highOpeningBase',
  'highOpening',
  'sealBase',
  'seal',
  'fastener',
] as const;
export type CounterItemKey = (typeof counterItemKeys)[number];

export interface CounterDefaults {
  balcony: number;
  terrace: number;
  highWindow: number;
  seal: number;
  fastener: number;
}

/** A fixed amount of pricing: a sum in cents and the accounting item id of its order line. */
export interface FixedAmount {
  cents: number;
  easoftItemId: string;
}

/**
 * The fixed amounts of pricing (customer spec section 9, issue 24 point 8), part of the price
 * configuration so the company can change them: the web shop's discount, the online
 * payment's discount (both taken off) and the paper invoice's fee (added).
 */
export interface FixedAmounts {
  webShopDiscount: FixedAmount;
  onlinePaymentDiscount: FixedAmount;
  paperInvoiceFee: FixedAmount;
}

export const fixedAmountKeys = [
  'webShopDiscount',
  'onlinePaymentDiscount',
  'paperInvoiceFee',
] as const;

/** The amounts of the specification: what migration 0018 stored as the columns' defaults. */
export const defaultFixedAmounts: FixedAmounts = {
  webShopDiscount: { cents: 3000, easoftItemId: '700651' },
  onlinePaymentDiscount: { cents: 790, easoftItemId: '700659' },
  paperInvoiceFee: { cents: 290, easoftItemId: '700660' },
};

export interface CounterConfig {
  id: number;
  basePriceCents: number;
  baseMinutes: number;
  minimumPriceCents: number;
  annualContractDiscountPercent: number;
  /** Unused by pricing (the roof is a fixed price) but kept as the specification lists it. */
  terraceGlassRoofPriceCents: number;
  windows: WindowType[];
  items: Record<CounterItemKey, PricedItem>;
  defaults: CounterDefaults;
  fixedAmounts: FixedAmounts;
  showVideoGuide: boolean;
  basePriceInfoBlock: boolean;
}

/**
 * Accounting item ids of the specification. The base, repeated-order and mall ids are fixed;
 * onlineDiscount, paymentDiscount and chargingFee are the defaults of the configuration's
 * fixed amounts (FixedAmounts), which a stored order's lines carry as they were then.
 */
export const accountingIds = {
  base: '700450',
  onlineDiscount: '700651',
  repeatedOrder: '700652',
  paymentDiscount: '700659',
  chargingFee: '700660',
  mallMaintain: '900101',
  mallBasic: '900102',
  mallShine: '900103',
} as const;
