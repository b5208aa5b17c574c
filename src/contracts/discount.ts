/**
 * Discount codes: the customer's validate call and what it answers (customer spec), the
 * back office's discount form and the stored discount (admin spec sections 3, 5 and 7).
 */
import { z } from 'zod';
import { eurosSchema, idSchema, isoDateSchema } from './common';
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

/** Staff codes: 4 to 12 letters, digits, '-' or '_', stored in capitals (decision 025). */
export const staffDiscountCodeSchema = z
  .string(requiredOr('validation.code_too_short'))
  .trim()
  .toUpperCase()
  .min(1, msg('validation.required'))
  .min(4, msg('validation.code_too_short'))
  .max(12, msg('validation.code_too_long'))
  .regex(/^[\p{L}\p{N}_-]+$/u, msg('validation.code_characters'));

/** The most uses a limit may allow; null means no limit. */
export const maxDiscountLimit = 1_000_000;

/**
 * The admin form and the body of POST discount and PUT discount/{id}. `applied`, `id` and
 * `user_id` are not part of it: sent anyway, they are dropped (user_id comes from the
 * session, applied only from orders).
 */
export const discountFormSchema = z
  .object(
    {
      code: staffDiscountCodeSchema,
      type: z.enum(discountTypes, invalidValue),
      /** A whole percent 1-100, or euros with cents (more than 0). */
      discount: eurosSchema.positive(msg('validation.must_be_positive')),
      /** How many orders may use the code; null = no limit. */
      limit: z
        .number(requiredOr('validation.not_a_number'))
        .int(msg('validation.not_integer'))
        .min(1, msg('validation.must_be_positive'))
        .max(maxDiscountLimit, msg('validation.too_large'))
        .nullable()
        .default(null),
      active: z.boolean(invalidValue).default(true),
      from: isoDateSchema,
      to: isoDateSchema,
    },
    invalidValue,
  )
  .superRefine((form, ctx) => {
    if (form.type === 'percent' && !Number.isInteger(form.discount)) {
      ctx.addIssue({ code: 'custom', message: msg('validation.not_integer'), path: ['discount'] });
    } else if (form.type === 'percent' && form.discount > 100) {
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
  /** Who created the code (null once that user is deleted). */
  user_id: idSchema.nullable(),
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListSchema = z.array(discountSchema);
