/**
 * The shop's consumer information (issue 15 point 4, Consumer Protection Act ch. 6): who
 * sells (name, business ID, address, phone, e-mail) and the terms of order in both
 * languages. Staff edit it in the back office's settings; every customer page's footer,
 * the terms page and every mail show it. Kept in table shop_settings under one key.
 */
import { z } from 'zod';
import { isValidBusinessId } from './business-ids';
import { emailSchema } from './email';
import { msg, requiredOr } from './messages';

const text = (max: number, tooLong: Parameters<typeof msg>[0] = 'validation.text_too_long') =>
  z
    .string(requiredOr('validation.required'))
    .trim()
    .min(1, msg('validation.required'))
    .max(max, msg(tooLong));

/** The terms of order are plain text; an empty line starts a new paragraph. */
export const shopTermsMaxLength = 20_000;

/** PUT /api/settings/shop-info's body and GET /api/shop-info's answer. */
export const shopInfoSchema = z.strictObject({
  sellerName: text(120, 'validation.company_name_too_long'),
  businessId: z
    .string(requiredOr('validation.required'))
    .trim()
    .refine(isValidBusinessId, msg('validation.vat_invalid')),
  streetAddress: text(120),
  postalCode: z
    .string(requiredOr('validation.required'))
    .trim()
    .regex(/^\d{5}$/, msg('validation.postal_code_digits')),
  city: text(60),
  phone: text(40).regex(/^\+?[\d ()-]{5,40}$/, msg('validation.phone_invalid')),
  email: emailSchema,
  termsFi: text(shopTermsMaxLength),
  termsEn: text(shopTermsMaxLength),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
export type ShopInfoInput = z.input<typeof shopInfoSchema>;
