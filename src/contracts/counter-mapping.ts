/**
 * counterToDomain / counterFromDomain: the API's counter (euros, snake_case) to the domain's
 * CounterConfig (cents, items keyed by CounterItemKey) and back, driven by the field table of
 * counter-fields.ts. counterFromDomain(counterToDomain(x)) equals x for any valid x without
 * the read-only translate.
 */
import {
  counterItemKeys,
  fixedAmountKeys,
  type CounterConfig,
  type CounterDefaults,
  type CounterItemKey,
  type FixedAmount,
  type FixedAmounts,
  type PricedItem,
} from '#domain/counter/counter-config.ts';
import { centsToEuros, eurosToCents } from './euros';
import type { CounterApi } from './counter';
import {
  counterDefaultFields,
  counterFixedAmountFields,
  counterItemFields,
  type CounterAccountingIdField,
  type CounterDefaultField,
  type CounterFixedAmountField,
  type CounterFixedAmountIdField,
  type CounterPriceField,
  type CounterTimeField,
} from './counter-fields';

const defaultKeys = Object.keys(counterDefaultFields) as (keyof CounterDefaults)[];

export function counterToDomain(api: CounterApi): CounterConfig {
  const items = Object.fromEntries(
    counterItemKeys.map((key): [CounterItemKey, PricedItem] => {
      const f = counterItemFields[key];
      const item = {
        priceCents: eurosToCents(api[f.price]),
        minutes: api[f.time],
        easoftItemId: api[f.accountingId],
      };
      return [key, item];
    }),
  ) as Record<CounterItemKey, PricedItem>;
  const defaults = Object.fromEntries(
    defaultKeys.map((key) => [key, api[counterDefaultFields[key]]]),
  ) as Record<keyof CounterDefaults, number>;
  const fixedAmounts = Object.fromEntries(
    fixedAmountKeys.map((key): [keyof FixedAmounts, FixedAmount] => {
      const f = counterFixedAmountFields[key];
      return [key, { cents: eurosToCents(api[f.amount]), easoftItemId: api[f.accountingId] }];
    }),
  ) as unknown as FixedAmounts;
  return {
    id: api.id,
    basePriceCents: eurosToCents(api.base_price),
    baseMinutes: api.base_time,
    minimumPriceCents: eurosToCents(api.minimum_price),
    annualContractDiscountPercent: api.annual_contract_discount_percent,
    terraceGlassRoofPriceCents: eurosToCents(api.terrace_glass_roof_price),
    windows: api.windows.map((w) => ({
      id: w.id,
      title: w.title,
      titleEng: w.title_eng,
      titleSv: w.title_sv,
      image: w.image,
      priceCents: eurosToCents(w.price),
      washingMinutes: w.washing_time,
      defaultAmount: w.default_amount,
      easoftItemId: w.easoft_item_id,
    })),
    items,
    defaults,
    fixedAmounts,
    showVideoGuide: api.show_video_guide,
    basePriceInfoBlock: api.base_price_info_block,
  };
}

type ItemFieldValues = Pick<
  CounterApi,
  CounterPriceField | CounterTimeField | CounterAccountingIdField
>;

export function counterFromDomain(domain: CounterConfig): CounterApi {
  const itemFields = Object.fromEntries(
    counterItemKeys.flatMap((key) => {
      const f = counterItemFields[key];
      const item = domain.items[key];
      return [
        [f.price, centsToEuros(item.priceCents)],
        [f.time, item.minutes],
        [f.accountingId, item.easoftItemId],
      ];
    }),
  ) as ItemFieldValues;
  const defaultFields = Object.fromEntries(
    defaultKeys.map((key) => [counterDefaultFields[key], domain.defaults[key]]),
  ) as Pick<CounterApi, CounterDefaultField>;
  const fixedFields = Object.fromEntries(
    fixedAmountKeys.flatMap((key) => {
      const f = counterFixedAmountFields[key];
      const amount = domain.fixedAmounts[key];
      return [
        [f.amount, centsToEuros(amount.cents)],
        [f.accountingId, amount.easoftItemId],
      ];
    }),
  ) as Pick<CounterApi, CounterFixedAmountField | CounterFixedAmountIdField>;
  return {
    id: domain.id,
    base_price: centsToEuros(domain.basePriceCents),
    minimum_price: centsToEuros(domain.minimumPriceCents),
    annual_contract_discount_percent: domain.annualContractDiscountPercent,
    base_time: domain.baseMinutes,
    terrace_glass_roof_price: centsToEuros(domain.terraceGlassRoofPriceCents),
    windows: domain.windows.map((w) => ({
      id: w.id,
      title: w.title,
      title_eng: w.titleEng,
      title_sv: w.titleSv,
      image: w.image,
      price: centsToEuros(w.priceCents),
      washing_time: w.washingMinutes,
      default_amount: w.defaultAmount,
      easoft_item_id: w.easoftItemId,
    })),
    ...itemFields,
    ...defaultFields,
    ...fixedFields,
    base_price_info_block: domain.basePriceInfoBlock,
    show_video_guide: domain.showVideoGuide,
  };
}
