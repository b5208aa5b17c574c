/**
 * Shared pieces of the contracts: postal codes, dates, instants, ids, quantities, money in
 * euros (the API's unit; the domain counts cents) and the error answer.
 */
import { z } from 'zod';
import { invalidValue, languages, msg, requiredOr } from './messages';

// In the browser zod must not probe for `new Function` (its compiled fast path): the page's
// CSP forbids eval, and the probe alone is reported as a violation (decision 044).
if ('document' in globalThis) z.config({ jitless: true });

export const languageSchema = z.enum(languages, invalidValue);

/** A Finnish postal code: exactly five digits. */
export const postalCodeSchema = z
  .string(requiredOr('validation.postal_code_digits'))
  .trim()
  .min(1, msg('validation.required'))
  .regex(/^\d{5}$/, msg('validation.postal_code_digits'));

/** A local calendar date 'YYYY-MM-DD' (a real date: 2023-02-29 is refused). */
export const isoDateSchema = z.iso.date(requiredOr('validation.date_invalid'));

/** A month 'YYYY-MM' (the mall package's starting month). */
export const isoMonthSchema = z
  .string(requiredOr('validation.month_invalid'))
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('validation.month_invalid'));

/** An instant as ISO 8601 with 'Z' or an offset, e.g. '2025-05-06T08:00:00+03:00'. */
export const isoInstantSchema = z.iso.datetime({
  offset: true,
  ...requiredOr('validation.datetime_invalid'),
});

/** A local time of day 'HH:mm'. */
export const timeOfDaySchema = z
  .string(requiredOr('validation.time_invalid'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('validation.time_invalid'));

const numberSchema = z.number(requiredOr('validation.not_a_number'));

/** A database id in a JSON body. */
/** PostgreSQL's integer range: a larger id can name no row, and must not reach SQL. */
export const maxId = 2_147_483_647;

export const idSchema = numberSchema
  .int(msg('validation.not_integer'))
  .positive(msg('validation.must_be_positive'))
  .max(maxId, msg('validation.too_large'));

/** A database id in a path parameter (a string that holds a positive integer). */
export const idParamSchema = z.coerce
  .number(msg('validation.not_a_number'))
  .int(msg('validation.not_integer'))
  .positive(msg('validation.must_be_positive'))
  .max(maxId, msg('validation.too_large'));

export const idParamsSchema = z.object({ id: idParamSchema }, invalidValue);
export type IdParams = z.infer<typeof idParamsSchema>;

/** An unguessable order reference given to customers and to payment (never the sequential id). */
export const orderReferenceSchema = z
  .string(invalidValue)
  .regex(/^[A-Za-z0-9_-]{6,64}$/, msg('validation.invalid_value'));

/** A count the customer chooses: a whole number 0-9999 (four digits in the form). */
export const quantitySchema = numberSchema
  .int(msg('validation.not_integer'))
  .min(0, msg('validation.negative'))
  .max(9999, msg('validation.too_large'));

/** Balcony railing metres: a whole number 0-999 (three digits in the form). */
export const railingMetersSchema = quantitySchema.max(999, msg('validation.too_large'));

/** Washing time in minutes (unit times may have decimals). */
export const minutesSchema = numberSchema
  .min(0, msg('validation.negative'))
  .max(10_000, msg('validation.too_large'));

const hasWholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** Money in euros as the API speaks it: a JSON number with at most two decimals, any sign. */
export const eurosSchema = numberSchema
  .min(-1_000_000, msg('validation.too_large'))
  .max(1_000_000, msg('validation.too_large'))
  .refine(hasWholeCents, msg('validation.too_many_decimals'));

export const nonNegativeEurosSchema = eurosSchema.min(0, msg('validation.negative'));
export const positiveEurosSchema = eurosSchema.positive(msg('validation.must_be_positive_euros'));

export { centsToEuros, eurosToCents } from './euros';

/**
 * An order's address as the API speaks it (the door code or note is `message`): personal
 * data, in the summary's personal part and in the customer data export.
 */
export const orderAddressSchema = z.object({
  type: z.enum(['shipping', 'billing']),
  name: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  message: z.string().nullable(),
});

/** Every non-2xx answer of the API. */
export const errorResponseSchema = z.object({
  /** SCREAMING_SNAKE code, e.g. VALIDATION_FAILED, SLOT_TAKEN. */
  error: z.string().regex(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/),
  /** A message safe to show to users, in the request's language. */
  message: z.string(),
  /** Field path joined with '.' (e.g. 'address.companyVat') -> translated message. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Facts of the refusal for the page, not translated (a stale save: savedBy, savedAt). */
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
