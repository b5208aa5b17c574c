/**
 * The customer's data rights in the back office (GDPR articles 15 and 17, decision 038):
 * find a customer by e-mail or phone, export everything about an e-mail address as JSON,
 * and erase it (with the acting user's re-authentication).
 */
import { z } from 'zod';
import { reauthenticationSchema } from './auth';
import { isoInstantSchema } from './common';
import { emailSchema } from './email';
import { invalidValue, msg, requiredOr } from './messages';

/** GET /api/customers/export?email=E (the outside checks' contract). */
export const customerExportQuerySchema = z.object({ email: emailSchema }, invalidValue);

/**
 * POST /api/customers/search: an e-mail address, a phone number or a part of either (at
 * least 3 characters). A POST so that the searched value never lands in a URL or a log.
 */
export const customerSearchInputSchema = z.object(
  {
    query: z
      .string(requiredOr('validation.required'))
      .trim()
      .min(3, msg('validation.required'))
      .max(128, msg('validation.text_too_long')),
  },
  invalidValue,
);
export type CustomerSearchInput = z.infer<typeof customerSearchInputSchema>;

/** One customer found: the orders of one e-mail address (the key of export and erasure). */
export const customerMatchSchema = z.object({
  email: z.string(),
  /** The names and phone numbers the orders of this address were given with. */
  names: z.array(z.string()),
  phones: z.array(z.string()),
  orderCount: z.number().int(),
  /** The newest order's creation instant. */
  lastOrderAt: isoInstantSchema,
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const customerSearchResultSchema = z.object({ customers: z.array(customerMatchSchema) });
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

/** POST /api/customers/erase: the address and the acting user's current password (and code). */
export const customerEraseInputSchema = reauthenticationSchema.extend({ email: emailSchema });
export type CustomerEraseInput = z.infer<typeof customerEraseInputSchema>;

/** How many orders lost their personal data. */
export const customerEraseResultSchema = z.object({ orders: z.number().int() });
export type CustomerEraseResult = z.infer<typeof customerEraseResultSchema>;
