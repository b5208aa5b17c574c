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
  showVideoGuide: boolean;
  basePriceInfoBlock: boolean;
}

/** Accounting item ids fixed by the specification (not configurable). */
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
