/**
 * The sections of the counter form (admin spec section 3) and the few rules of the page:
 * which configuration an address loads and how typed numbers become numbers.
 */
import type { UpdateCounterInput } from '#contracts/counter.ts';

/** The default counter: the back office's ids 1 and lower load it (admin spec section 9). */
export const defaultCounterId = 8888;

/** /admin/counter/edit/:counterId: 1 or lower loads 8888; a non-number loads nothing (0). */
export function counterIdToLoad(param: string | undefined): number {
  if (param === undefined || !/^-?\d+$/.test(param.trim())) return 0;
  const id = Number(param);
  return id <= 1 ? defaultCounterId : id;
}

/** A typed number ('5,50' or '5.50'); empty is undefined ('required'); other text stays (an error). */
export function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isNaN(n) ? value : n;
}

export type FieldUnit = 'euros' | 'minutes' | 'amount' | 'percent' | 'id';
type ScalarName = Exclude<
  keyof UpdateCounterInput,
  'id' | 'windows' | 'show_video_guide' | 'base_price_info_block'
>;
export interface CounterField {
  name: ScalarName;
  unit: FieldUnit;
}

const fields = (unit: FieldUnit, names: ScalarName[]): CounterField[] =>
  names.map((name) => ({ name, unit }));

export type SectionKey =
  | 'prices'
  | 'balcony'
  | 'terrace'
  | 'high_windows'
  | 'misc'
  | 'times'
  | 'accounting'
  | 'fixed_amounts';

/** Every field of the form but the window rows and the two flags, by section, in order. */
export const counterSections: { key: SectionKey; fields: CounterField[] }[] = [
  {
    key: 'prices',
    fields: [
      ...fields('euros', ['base_price', 'minimum_price']),
      ...fields('percent', ['annual_contract_discount_percent']),
    ],
  },
  {
    // The web shop's and online payment's discounts and the paper invoice's fee (issue 24).
    key: 'fixed_amounts',
    fields: [
      ...fields('euros', ['web_shop_discount', 'online_payment_discount', 'paper_invoice_fee']),
      ...fields('id', [
        'web_shop_discount_item_id',
        'online_payment_discount_item_id',
        'paper_invoice_fee_item_id',
      ]),
    ],
  },
  {
    key: 'balcony',
    fields: [
      ...fields('euros', [
        'balcony_glass_price',
        'balcony_glass_curtain_price',
        'balcony_glass_railing_price',
        'balcony_glass_railing_obstacle_price',
        'balcony_glass_railing_meter_price',
        'balcony_glass_railing_obstacle_meter_price',
      ]),
      ...fields('amount', ['balcony_default_amount']),
    ],
  },
  {
    key: 'terrace',
    fields: [
      ...fields('euros', [
        'terrace_glass_price',
        'terrace_glass_roof_fixed_price',
        'terrace_glass_roof_price',
      ]),
      ...fields('amount', ['terrace_default_amount']),
    ],
  },
  {
    key: 'high_windows',
    fields: [
      ...fields('euros', [
        'high_window_base_price',
        'high_window_price',
        'high_window_opening_base_price',
        'high_window_opening_price',
      ]),
      ...fields('amount', ['high_window_default_amount']),
    ],
  },
  {
    key: 'misc',
    fields: [
      ...fields('euros', ['misc_seal_base_price', 'misc_seal_price', 'misc_fastener_price']),
      ...fields('amount', ['misc_seal_default_amount', 'misc_fastener_default_amount']),
    ],
  },
  {
    key: 'times',
    fields: fields('minutes', [
      'base_time',
      'balcony_washing_time',
      'balcony_curtain_washing_time',
      'balcony_railing_washing_time',
      'balcony_railing_obstacle_washing_time',
      'balcony_railing_meter_washing_time',
      'balcony_railing_obstacle_meter_washing_time',
      'terrace_washing_time',
      'terrace_roof_washing_time',
      'high_window_base_time',
      'high_washing_time',
      'high_window_opening_base_time',
      'high_opening_washing_time',
      'misc_seal_base_time',
      'misc_seal_washing_time',
      'misc_fastener_washing_time',
    ]),
  },
  {
    key: 'accounting',
    fields: fields('id', [
      'balcony_easoft_item_id',
      'balcony_curtain_easoft_item_id',
      'balcony_railing_easoft_item_id',
      'balcony_railing_obstacle_easoft_item_id',
      'balcony_railing_meter_easoft_item_id',
      'balcony_railing_obstacle_meter_easoft_item_id',
      'terrace_easoft_item_id',
      'terrace_roof_easoft_item_id',
      'high_window_base_easoft_id',
      'high_window_easoft_item_id',
      'high_window_opening_base_easoft_id',
      'high_window_opening_easoft_item_id',
      'misc_seal_base_easoft_item_id',
      'misc_seal_easoft_item_id',
      'misc_fastener_easoft_item_id',
    ]),
  },
];

/** The form's values from the API's configuration (translate is never saved). */
export function formValuesOf(counter: UpdateCounterInput & { translate?: unknown }) {
  const { translate: _translate, ...values } = counter;
  return values;
}
