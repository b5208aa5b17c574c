import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

const cents = (name: string) => integer(name).notNull().default(0);
const minutes = (name: string) => integer(name).notNull().default(0);
const amount = (name: string) => integer(name).notNull().default(0);
const itemId = (name: string) => text(name).notNull().default('');

/**
 * The price configuration ("counter"), one row: id 1 is the shop's. Columns follow the
 * specification's snake_case names; money in integer cents (`_cents`), times in minutes,
 * accounting (Easoft) item ids as text.
 */
export const counterConfigs = pgTable('counter_configs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().default(''),
  basePriceCents: cents('base_price_cents'),
  minimumPriceCents: cents('minimum_price_cents'),
  annualContractDiscountPercent: numeric('annual_contract_discount_percent', {
    precision: 5,
    scale: 2,
    mode: 'number',
  })
    .notNull()
    .default(0),
  baseTime: minutes('base_time'),
  /**
   * The fixed amounts of pricing (issue 24 point 8), with their accounting item ids: the web
   * shop's discount, the online payment's discount and the paper invoice's fee.
   */
  webShopDiscountCents: integer('web_shop_discount_cents').notNull().default(3000),
  webShopDiscountItemId: text('web_shop_discount_item_id').notNull().default('700651'),
  onlinePaymentDiscountCents: integer('online_payment_discount_cents').notNull().default(790),
  onlinePaymentDiscountItemId: text('online_payment_discount_item_id').notNull().default('700659'),
  paperInvoiceFeeCents: integer('paper_invoice_fee_cents').notNull().default(290),
  paperInvoiceFeeItemId: text('paper_invoice_fee_item_id').notNull().default('700660'),

  balconyDefaultAmount: amount('balcony_default_amount'),
  terraceDefaultAmount: amount('terrace_default_amount'),
  highWindowDefaultAmount: amount('high_window_default_amount'),
  miscSealDefaultAmount: amount('misc_seal_default_amount'),
  miscFastenerDefaultAmount: amount('misc_fastener_default_amount'),

  balconyGlassPriceCents: cents('balcony_glass_price_cents'),
  balconyGlassCurtainPriceCents: cents('balcony_glass_curtain_price_cents'),
  balconyGlassRailingPriceCents: cents('balcony_glass_railing_price_cents'),
  balconyGlassRailingObstaclePriceCents: cents('balcony_glass_railing_obstacle_price_cents'),
  balconyGlassRailingMeterPriceCents: cents('balcony_glass_railing_meter_price_cents'),
  balconyGlassRailingObstacleMeterPriceCents: cents(
    'balcony_glass_railing_obstacle_meter_price_cents',
  ),
  terraceGlassPriceCents: cents('terrace_glass_price_cents'),
  /** Listed by the specification but unused by pricing (the roof is a fixed price). */
  terraceGlassRoofPriceCents: cents('terrace_glass_roof_price_cents'),
  terraceGlassRoofFixedPriceCents: cents('terrace_glass_roof_fixed_price_cents'),
  highWindowBasePriceCents: cents('high_window_base_price_cents'),
  highWindowPriceCents: cents('high_window_price_cents'),
  highWindowOpeningBasePriceCents: cents('high_window_opening_base_price_cents'),
  highWindowOpeningPriceCents: cents('high_window_opening_price_cents'),
  miscSealBasePriceCents: cents('misc_seal_base_price_cents'),
  miscSealPriceCents: cents('misc_seal_price_cents'),
  miscFastenerPriceCents: cents('misc_fastener_price_cents'),

  balconyWashingTime: minutes('balcony_washing_time'),
  balconyCurtainWashingTime: minutes('balcony_curtain_washing_time'),
  balconyRailingWashingTime: minutes('balcony_railing_washing_time'),
  balconyRailingObstacleWashingTime: minutes('balcony_railing_obstacle_washing_time'),
  balconyRailingMeterWashingTime: minutes('balcony_railing_meter_washing_time'),
  balconyRailingObstacleMeterWashingTime: minutes('balcony_railing_obstacle_meter_washing_time'),
  terraceWashingTime: minutes('terrace_washing_time'),
  terraceRoofWashingTime: minutes('terrace_roof_washing_time'),
  highWindowBaseTime: minutes('high_window_base_time'),
  highWashingTime: minutes('high_washing_time'),
  highWindowOpeningBaseTime: minutes('high_window_opening_base_time'),
  highOpeningWashingTime: minutes('high_opening_washing_time'),
  miscSealBaseTime: minutes('misc_seal_base_time'),
  miscSealWashingTime: minutes('misc_seal_washing_time'),
  miscFastenerWashingTime: minutes('misc_fastener_washing_time'),

  balconyEasoftItemId: itemId('balcony_easoft_item_id'),
  balconyCurtainEasoftItemId: itemId('balcony_curtain_easoft_item_id'),
  balconyRailingEasoftItemId: itemId('balcony_railing_easoft_item_id'),
  balconyRailingObstacleEasoftItemId: itemId('balcony_railing_obstacle_easoft_item_id'),
  balconyRailingMeterEasoftItemId: itemId('balcony_railing_meter_easoft_item_id'),
  balconyRailingObstacleMeterEasoftItemId: itemId('balcony_railing_obstacle_meter_easoft_item_id'),
  terraceEasoftItemId: itemId('terrace_easoft_item_id'),
  terraceRoofEasoftItemId: itemId('terrace_roof_easoft_item_id'),
  highWindowEasoftItemId: itemId('high_window_easoft_item_id'),
  highWindowOpeningEasoftItemId: itemId('high_window_opening_easoft_item_id'),
  highWindowBaseEasoftId: itemId('high_window_base_easoft_id'),
  highWindowOpeningBaseEasoftId: itemId('high_window_opening_base_easoft_id'),
  miscSealBaseEasoftItemId: itemId('misc_seal_base_easoft_item_id'),
  miscSealEasoftItemId: itemId('misc_seal_easoft_item_id'),
  miscFastenerEasoftItemId: itemId('misc_fastener_easoft_item_id'),

  showVideoGuide: boolean('show_video_guide').notNull().default(false),
  basePriceInfoBlock: boolean('base_price_info_block').notNull().default(false),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  /** The name of the member of staff who saved this version (a stale save names them). */
  updatedBy: text('updated_by'),
});

/** The window types of a configuration, in display order. */
export const counterWindows = pgTable(
  'counter_windows',
  {
    id: serial('id').primaryKey(),
    counterId: integer('counter_id')
      .notNull()
      .references(() => counterConfigs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    titleEng: text('title_eng').notNull(),
    /** The Swedish title (decision 078); empty shows Swedish customers the Finnish one. */
    titleSv: text('title_sv').notNull().default(''),
    /** A URL or a data URL. */
    image: text('image').notNull().default(''),
    priceCents: cents('price_cents'),
    washingTime: minutes('washing_time'),
    defaultAmount: amount('default_amount'),
    easoftItemId: itemId('easoft_item_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('counter_windows_counter_sort_idx').on(t.counterId, t.sortOrder)],
);
