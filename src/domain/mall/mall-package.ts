/**
 * The shopping-mall package (customer spec sections 4 and 9, decision 024): a cleaning set at
 * a price per wash, without VAT, covering 1 to 10 display windows; every display window
 * beyond 10 adds the configured display window's price.
 */
import { accountingIds } from '../counter/counter-config';
import type { CounterConfig, WindowType } from '../counter/counter-config';
import { DomainError } from '../errors';
import { withVatCents } from '../tax/vat';

export const cleaningSets = ['maintain', 'basic', 'shine'] as const;
export type CleaningSet = (typeof cleaningSets)[number];

/** Mall orders go to this cleaner id instead of a washer found in the calendar. */
export const MALL_CLEANER_ID = 9999;
export const MALL_INCLUDED_WINDOWS = 10;
/** Used when the configuration has no display window (the spec's 12 EUR). */
export const DEFAULT_DISPLAY_WINDOW_PRICE_CENTS = 1200;

export const cleaningSetPrices: Record<CleaningSet, { priceCents: number; easoftItemId: string }> =
  {
    maintain: { priceCents: 4900, easoftItemId: accountingIds.mallMaintain },
    basic: { priceCents: 12000, easoftItemId: accountingIds.mallBasic },
    shine: { priceCents: 24000, easoftItemId: accountingIds.mallShine },
  };

/** A window type whose title starts with 'näyteikkuna' (any case, any Unicode form). */
export function findDisplayWindow(config: CounterConfig): WindowType | null {
  const prefix = 'näyteikkuna';
  const isDisplay = (w: WindowType): boolean =>
    w.title.normalize('NFC').trim().toLocaleLowerCase('fi').startsWith(prefix);
  return config.windows.find(isDisplay) ?? null;
}

/** The mall variant of the site is offered only when a display window is configured. */
export const hasMallVariant = (config: CounterConfig): boolean =>
  findDisplayWindow(config) !== null;

export interface MallPackagePrice {
  cleaningSet: CleaningSet;
  easoftItemId: string;
  setPriceCents: number;
  extraWindows: number;
  extraWindowPriceCents: number;
  /** Price per wash without VAT, as shown ('Price / wash'). */
  totalCents: number;
  /** The same with 25.5 % VAT added. */
  totalWithVatCents: number;
}

/** Price per wash for a set and a count of display windows (0 to 10 cost the set price). */
export function mallPackagePrice(
  config: CounterConfig,
  cleaningSet: CleaningSet,
  displayWindowCount: number,
): MallPackagePrice {
  if (!Number.isSafeInteger(displayWindowCount) || displayWindowCount < 0) {
    throw new DomainError('INVALID_QUANTITY', `display windows: ${displayWindowCount}`, {
      field: 'displayWindowCount',
    });
  }
  const set = cleaningSetPrices[cleaningSet];
  const extraWindows = Math.max(0, displayWindowCount - MALL_INCLUDED_WINDOWS);
  const extraWindowPriceCents =
    findDisplayWindow(config)?.priceCents ?? DEFAULT_DISPLAY_WINDOW_PRICE_CENTS;
  const totalCents = set.priceCents + extraWindows * extraWindowPriceCents;
  return {
    cleaningSet,
    easoftItemId: set.easoftItemId,
    setPriceCents: set.priceCents,
    extraWindows,
    extraWindowPriceCents,
    totalCents,
    totalWithVatCents: withVatCents(totalCents),
  };
}

/**
 * What a mall order costs as stored: each line with VAT rounded to the cent (the set, the
 * extra display windows at their unit price) plus the payment adjustment, whose amount
 * already includes VAT (-7.90 online, +2.90 paper invoice).
 */
export function mallOrderTotalWithVatCents(
  price: MallPackagePrice,
  paymentAdjustmentCents: number,
): number {
  return (
    withVatCents(price.setPriceCents) +
    price.extraWindows * withVatCents(price.extraWindowPriceCents) +
    paymentAdjustmentCents
  );
}
