/**
 * Discount codes: the customer's validate call and what it answers (customer spec), the
 * back office's discount form and the stored discount (admin spec sections 3, 5 and 7).
 */
import { z } from 'zod';
import {
  eurosSchema,
  idSchema,
  isoDateSchema,
  nonNegativeEurosSchema,
  quantitySchema,
} from './common';
import { invalidValue, msg, requiredOr } from './messages';

/** A code the customer types: 4 to 12 characters like the codes staff create. */
export const discountCodeSchema = z
  .string(requiredOr('validation.code_too_short'))
  .trim()
  .min(4, msg('validation.code_too_short'))
  .max(12, msg('validation.code_too_long'));

/** POST discount/validate. */
export const validateDiscountInputSchema = z.object({ code: discountCodeSchema }, invalidValue);
export type ValidateDiscountInput = z.infer<typeof validateDiscountInputSchema>;

/** A discount as customers see it; the validate call answers it or null. */
export const customerDiscountSchema = z.object({
  code: z.string(),
  type: z.enum(['UNDEFINED', 'PERCENT', 'FIXED']),
  /** Percent for PERCENT, euros for FIXED. */
  discount: eurosSchema,
});
export type CustomerDiscount = z.infer<typeof customerDiscountSchema>;
export const validateDiscountResponseSchema = customerDiscountSchema.nullable();

export const discountTypes = ['percent', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** The admin form and the body of POST discount and PUT discount/{id} (user_id comes from the session). */
export const discountFormSchema = z
  .object(
    {
      code: z
        .string(requiredOr('validation.code_too_short'))
        .trim()
        .min(1, msg('validation.required'))
        .min(4, msg('validation.code_too_short'))
        .max(12, msg('validation.code_too_long'))
        .regex(/^[\p{L}\p{N}_-]+$/u, msg('validation.invalid_value')),
      type: z.enum(discountTypes, invalidValue),
      /** Percent (more than 0, at most 100) or euros (more than 0). */
      discount: nonNegativeEurosSchema.positive(msg('validation.must_be_positive')),
      /** How many times the code can be used; null = no limit. */
      limit: quantitySchema.nullable().default(null),
      active: z.boolean(invalidValue).default(true),
      from: isoDateSchema,
      to: isoDateSchema,
    },
    invalidValue,
  )
  .superRefine((form, ctx) => {
    if (form.type === 'percent' && form.discount > 100) {
      ctx.addIssue({
        code: 'custom',
        message: msg('validation.percent_out_of_range'),
        path: ['discount'],
      });
    }
    const datesValid =
      isoDateSchema.safeParse(form.from).success && isoDateSchema.safeParse(form.to).success;
    if (datesValid && form.to < form.from) {
      ctx.addIssue({ code: 'custom', message: msg('validation.date_range_invalid'), path: ['to'] });
    }
  });
export type DiscountFormInput = z.input<typeof discountFormSchema>;
export type DiscountForm = z.output<typeof discountFormSchema>;

/** A discount as the back office lists and loads it. */
export const discountSchema = z.object({
  id: idSchema,
  code: z.string(),
  type: z.enum(discountTypes),
  discount: eurosSchema,
  limit: z.number().int().nullable(),
  /** How many orders have used the code. */
  applied: z.number().int(),
  from: isoDateSchema,
  to: isoDateSchema,
  active: z.boolean(),
  user_id: idSchema.nullable(),
});
export type Discount = z.infer<typeof discountSchema>;
