/**
 * The fields of the address and contact form (customer spec section 5), one schema each.
 * Phone numbers use libphonenumber-js/max: the default 'min' build checks only lengths and
 * takes '123456' or '0123456' for Finnish numbers, the 'mobile' build refuses landlines
 * (09 123 4567); 'max' (about 65 kB more) is the smallest that gets both right.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import {
  compactUpper,
  isEInvoiceAddress,
  isOperatorId,
  isValidBusinessId,
  normalizeBusinessId,
} from './business-ids';
import { invalidValue, msg, requiredOr, type MessageKey } from './messages';

const text = (invalid: MessageKey = 'validation.invalid_value') =>
  z.string(requiredOr(invalid)).trim().min(1, msg('validation.required'));

/** 5 to 56 characters and at least two words (first and last name). */
export const personNameSchema = text()
  .min(5, msg('validation.name_too_short'))
  .max(56, msg('validation.name_too_long'))
  .regex(/^\S+\s+\S/, msg('validation.name_first_and_last'));

/** 6 to 18 characters and a valid phone number; without a country code it is Finnish. */
export const phoneSchema = text('validation.phone_invalid')
  .min(6, msg('validation.phone_invalid'))
  .max(18, msg('validation.phone_too_long'))
  .refine((value) => isValidPhoneNumber(value, 'FI'), msg('validation.phone_invalid'));

/** A valid address of at most 128 characters (in email.ts, which loads no phone metadata). */
export { emailSchema } from './email';

export const streetAddressSchema = text()
  .min(4, msg('validation.street_address_too_short'))
  .max(128, msg('validation.text_too_long'));

export const citySchema = text()
  .min(2, msg('validation.city_too_short'))
  .max(64, msg('validation.text_too_long'));

export const messageSchema = z
  .string(invalidValue)
  .trim()
  .max(1028, msg('validation.message_too_long'));

export const companyNameSchema = text().max(128, msg('validation.company_name_too_long'));

/** A Y-tunnus with a correct check digit; 'FI20774740' and '20774740' are rewritten to it. */
export const businessIdSchema = text('validation.vat_invalid')
  .overwrite(normalizeBusinessId)
  .refine(isValidBusinessId, msg('validation.vat_invalid'));

export const billingNameSchema = text()
  .min(2, msg('validation.billing_name_too_short'))
  .max(128, msg('validation.text_too_long'));

export const billingPostalCodeSchema = text('validation.billing_postal_code_digits').regex(
  /^\d{5}$/,
  msg('validation.billing_postal_code_digits'),
);

/** See business-ids.ts for what is accepted and why. */
export const eInvoiceAddressSchema = text('validation.einvoice_address_invalid')
  .overwrite(compactUpper)
  .refine(isEInvoiceAddress, msg('validation.einvoice_address_invalid'));

export const operatorIdSchema = text('validation.operator_id_invalid')
  .overwrite(compactUpper)
  .refine(isOperatorId, msg('validation.operator_id_invalid'));
