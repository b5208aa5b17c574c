/**
 * The shop's consumer information (issue 15 point 4, Consumer Protection Act ch. 6): who
 * sells (name, business ID, address, phone, e-mail) and the terms of order in the
 * customer's languages (Swedish optional, decision 078). Staff edit it in the back office's settings; every customer page's footer,
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

/** A text that may be left empty (a Swedish one: the Finnish stands in for it). */
const optionalText = (max: number) =>
  z.string(requiredOr('validation.required')).trim().max(max, msg('validation.text_too_long'));

/** The terms of order are plain text; an empty line starts a new paragraph. */
export const shopTermsMaxLength = 20_000;

/** A link customers may message the company through (WhatsApp or another): https only. */
const messagingUrl = z
  .string(requiredOr('validation.url_invalid'))
  .trim()
  .max(200, msg('validation.text_too_long'))
  .refine(
    (value) => value === '' || (/^https:\/\/[^\s]+$/.test(value) && URL.canParse(value)),
    msg('validation.url_invalid'),
  );

/** GET /api/shop-info's answer: who sells, how customers reach them, the terms of order. */
export const shopInfoSchema = z.strictObject({
  /** The name customers know the shop by (header, titles, mails' sender and signature). */
  brandName: text(60),
  /** The legal name (footer, terms, receipts, the privacy notice's controller). */
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
  /** When the phone is answered, in each language ("arkisin 8–16"). */
  serviceHoursFi: text(80),
  serviceHoursEn: text(80),
  /** Empty: Swedish pages and mails show the Finnish hours (decision 078). */
  serviceHoursSv: optionalText(80),
  email: emailSchema,
  /** Empty: no messaging link on the pages. */
  messagingUrl,
  /** The liability insurance's sum in whole euros the pages may claim; null: no claim. */
  insuranceEuros: z
    .number(requiredOr('validation.not_a_number'))
    .int(msg('validation.not_integer'))
    .min(0, msg('validation.negative'))
    .max(100_000_000, msg('validation.too_large'))
    .nullable(),
  termsFi: text(shopTermsMaxLength),
  termsEn: text(shopTermsMaxLength),
  /** Empty: Swedish customers read the Finnish terms (decision 078). */
  termsSv: optionalText(shopTermsMaxLength),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/**
 * PUT /api/settings/shop-info's body: the facts of issue 15 as before; the identity's fields
 * (decision 076) may be left out, and then stay as they were.
 */
export const shopInfoInputSchema = shopInfoSchema.partial({
  brandName: true,
  serviceHoursFi: true,
  serviceHoursEn: true,
  serviceHoursSv: true,
  messagingUrl: true,
  insuranceEuros: true,
  termsSv: true,
});
export type ShopInfoInput = z.input<typeof shopInfoInputSchema>;

/**
 * The demo company a fresh install shows until staff save their own (decisions 050, 074): an
 * invented name, a valid but foreign business ID, a demo washer's street, the pages' old phone.
 */
export const demoSeller = {
  brandName: 'Ikkunanpesu',
  sellerName: 'Ikkunanpesu Oy',
  businessId: '2077474-0',
  streetAddress: 'Fleminginkatu 12',
  postalCode: '00530',
  city: 'Helsinki',
  phone: '010 123 4567',
  serviceHoursFi: 'arkisin 8–16',
  serviceHoursEn: 'weekdays 8–16',
  serviceHoursSv: 'vardagar 8–16',
  email: 'tilaukset@example.fi',
  messagingUrl: '',
  insuranceEuros: 500_000,
} as const satisfies Partial<ShopInfo>;

/** The facts that say who sells; the postal code and city alone may well be a real company's. */
const identifyingFields = ['sellerName', 'businessId', 'streetAddress', 'phone', 'email'] as const;
export type IdentifyingField = (typeof identifyingFields)[number];

/**
 * Which of the seller's identifying facts are still the demo's (decision 074): while any is,
 * customers would buy from a company that does not exist, under someone else's business ID.
 */
export function demoSellerFields(info: Pick<ShopInfo, IdentifyingField>): IdentifyingField[] {
  return identifyingFields.filter((field) => info[field].trim() === demoSeller[field]);
}
