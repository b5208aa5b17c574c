/**
 * The order payloads of customer spec sections 3 and 7: POST order and POST mallorder.
 * Prices sent by the browser (a window row's price, discount_price) are informative only:
 * the server recomputes every line from the stored configuration.
 */
import { cleaningSets, type CleaningSet } from '#domain/mall/mall-package.ts';
import { sumOfCounts } from '#domain/order/quantity-rules.ts';
import { z } from 'zod';
import {
  eurosSchema,
  idSchema,
  isoDateSchema,
  isoMonthSchema,
  languageSchema,
  orderReferenceSchema,
  quantitySchema,
  railingMetersSchema,
  timeOfDaySchema,
} from './common';
import { contactFormSchema } from './contact-form';
import { discountCodeSchema } from './discount';
import { invalidValue, msg } from './messages';

export const orderWindowInputSchema = z.object(
  {
    windowId: idSchema,
    amount: quantitySchema,
    name: z.string(invalidValue).max(128, msg('validation.text_too_long')).optional(),
    price: eurosSchema.optional(),
    discount_price: eurosSchema.optional(),
    easoft_item_id: z.string(invalidValue).max(20, msg('validation.too_large')).optional(),
  },
  invalidValue,
);

/** What is to be cleaned; absent counts are 0 and unanswered questions null. */
export const orderQuantitiesInputSchema = z.object(
  {
    windows: z
      .array(orderWindowInputSchema, invalidValue)
      .max(100, msg('validation.too_large'))
      .refine(
        (rows) => new Set(rows.map((row) => row.windowId)).size === rows.length,
        msg('validation.invalid_value'),
      )
      .default([]),
    balconyGlassAmount: quantitySchema.default(0),
    balconyGlassCurtain: z.boolean(invalidValue).nullable().default(null),
    balconyRailings: z.boolean(invalidValue).default(false),
    balconyRailingMeters: railingMetersSchema.default(0),
    balconyRailingsObstacle: z.boolean(invalidValue).nullable().default(null),
    terraceGlassAmount: quantitySchema.default(0),
    terraceRoof: z.boolean(invalidValue).default(false),
    miscSealAmount: quantitySchema.default(0),
    miscFastenerAmount: quantitySchema.default(0),
    highGlassAmount: quantitySchema.default(0),
    highOpeningAmount: quantitySchema.default(0),
  },
  invalidValue,
);
export type OrderQuantitiesInput = z.output<typeof orderQuantitiesInputSchema>;

/**
 * The sum of all quantities of the order (the order button is disabled and the order refused
 * while it is 0): the domain's one rule, sumOfCounts; the terrace roof does not count.
 */
export function totalQuantity(order: OrderQuantitiesInput): number {
  return sumOfCounts(
    order,
    order.windows.map((row) => row.amount),
  );
}

const notEmpty = (order: OrderQuantitiesInput) => totalQuantity(order) > 0;
const notEmptyParams = { message: msg('validation.order_empty'), path: ['windows'] };

const orderCommonFields = {
  additionalInfo: z
    .string(invalidValue)
    .trim()
    .max(1028, msg('validation.message_too_long'))
    .default(''),
  language: languageSchema.default('fi'),
  address: contactFormSchema,
};

/**
 * The same browser's earlier unpaid order that this one replaces (issue 15, point 6: back
 * from the online payment to choose invoice): its reference, and as the proof that it is
 * this browser's, the Idempotency-Key it was created with (never shown to anyone else).
 */
export const replacedOrderSchema = z.object({
  reference: orderReferenceSchema,
  idempotencyKey: z
    .string(invalidValue)
    .regex(/^[A-Za-z0-9_-]{8,128}$/, msg('validation.invalid_value')),
});
export type ReplacedOrder = z.output<typeof replacedOrderSchema>;

/** The fields of POST order, before the rule that something is ordered. */
export const createOrderFields = {
  ...orderCommonFields,
  shippingDay: isoDateSchema,
  cleanerId: idSchema,
  starting: timeOfDaySchema.optional(),
  discountCode: discountCodeSchema.optional(),
};

/** POST order. `starting` (HH:mm from the available dates) lets the server re-check the slot. */
export const createOrderInputSchema = orderQuantitiesInputSchema
  .extend({ ...createOrderFields, replaces: replacedOrderSchema.optional() })
  .refine(notEmpty, notEmptyParams);

/** An order of the calculator's quantities orders something. */
export const orderIsNotEmpty = [notEmpty, notEmptyParams] as const;
export type CreateOrderInput = z.output<typeof createOrderInputSchema>;

export const mallNames = ['isoomena', 'itis', 'jumbo', 'sello', 'muuostoskeskus'] as const;
export type MallName = (typeof mallNames)[number];
export const mallCleaningSets = cleaningSets;
export type MallCleaningSet = CleaningSet;

/** POST mallorder: the order payload plus the shopping centre, starting month and set. */
export const createMallOrderInputSchema = orderQuantitiesInputSchema
  .extend({
    ...orderCommonFields,
    mall_name: z.enum(mallNames, invalidValue),
    mall_starting_month: isoMonthSchema,
    mall_cleaning_set: z.enum(mallCleaningSets, invalidValue),
  })
  .refine(notEmpty, notEmptyParams);
export type CreateMallOrderInput = z.output<typeof createMallOrderInputSchema>;

/** The states of the contact step (browser only). */
export const orderAddressStatuses = ['INIT', 'SUBMITT', 'SET', 'ERROR'] as const;
export type OrderAddressStatus = (typeof orderAddressStatuses)[number];
