/**
 * The counter (price configuration) as the API speaks it: the specification's snake_case
 * names, money in euros, times in minutes; with the back-office rules of admin spec section 5.
 * counter-mapping.ts maps it to and from the domain's CounterConfig.
 */
import { z } from 'zod';
import {
  idParamSchema,
  idSchema,
  minutesSchema,
  nonNegativeEurosSchema,
  positiveEurosSchema,
  quantitySchema,
} from './common';
import {
  counterAccountingIdFields,
  counterDefaultFieldNames,
  counterPriceFields,
  counterTimeFields,
  sameSchemaFor,
} from './counter-fields';
import { invalidValue, msg, requiredOr } from './messages';

/** An accounting (Easoft) item id: digits, kept as a string. */
export const accountingIdSchema = z
  .string(requiredOr('validation.not_a_number'))
  .trim()
  .min(1, msg('validation.required'))
  .max(20, msg('validation.too_large'))
  .regex(/^\d+$/, msg('validation.not_a_number'));

const titleSchema = (key: 'validation.title_required' | 'validation.title_eng_required') =>
  z.string(msg(key)).trim().min(1, msg(key)).max(128, msg('validation.text_too_long'));

/** Empty, a data URL of an image, an http(s) URL or a site path. */
const imageSchema = z
  .string(invalidValue)
  .max(1_500_000, msg('validation.too_large'))
  .regex(/^$|^data:image\/[a-z0-9.+-]+;base64,|^https?:\/\/|^\//, msg('validation.url_invalid'));

export const counterWindowSchema = z.object(
  {
    id: idSchema,
    title: titleSchema('validation.title_required'),
    title_eng: titleSchema('validation.title_eng_required'),
    image: imageSchema,
    price: nonNegativeEurosSchema,
    washing_time: minutesSchema,
    default_amount: quantitySchema,
    easoft_item_id: accountingIdSchema,
  },
  invalidValue,
);
export type CounterWindow = z.infer<typeof counterWindowSchema>;

export const counterApiSchema = z.object(
  {
    id: idSchema,
    /** Read only: sent by the server, never saved. */
    translate: z.object({ name: z.string() }).optional(),
    base_price: positiveEurosSchema,
    minimum_price: positiveEurosSchema,
    annual_contract_discount_percent: z
      .number(requiredOr('validation.not_a_number'))
      .gt(0, msg('validation.percent_exclusive_range'))
      .lt(100, msg('validation.percent_exclusive_range')),
    base_time: minutesSchema,
    /** Unused by pricing (the roof has a fixed price) but listed by the spec. */
    terrace_glass_roof_price: nonNegativeEurosSchema,
    windows: z.array(counterWindowSchema, invalidValue).max(100, msg('validation.too_large')),
    ...sameSchemaFor(counterPriceFields, nonNegativeEurosSchema),
    ...sameSchemaFor(counterTimeFields, minutesSchema),
    ...sameSchemaFor(counterAccountingIdFields, accountingIdSchema),
    ...sameSchemaFor(counterDefaultFieldNames, quantitySchema),
    base_price_info_block: z.boolean(invalidValue),
    show_video_guide: z.boolean(invalidValue),
  },
  invalidValue,
);
export type CounterApi = z.infer<typeof counterApiSchema>;

/** PUT counter/{counterId}: the configuration without translate (also the admin form). */
export const updateCounterInputSchema = counterApiSchema.omit({ translate: true });
export type UpdateCounterInput = z.infer<typeof updateCounterInputSchema>;

export const counterParamsSchema = z.object({ counterId: idParamSchema }, invalidValue);
