/**
 * What the phone order form reads besides the order itself (issue 24 point 7): the chosen
 * washer's free starts of a day, and the customers found by phone or e-mail whose contact
 * details fill the form. Back office only (admin and office).
 */
import { z } from 'zod';
import {
  idParamSchema,
  idSchema,
  isoDateSchema,
  isoInstantSchema,
  languageSchema,
  timeOfDaySchema,
} from './common';
import { invalidValue, msg, requiredOr } from './messages';

/** GET order/staff/free-starts?cleanerId=&day=&washingMinutes= */
export const staffFreeStartsQuerySchema = z.object(
  {
    cleanerId: idParamSchema,
    day: isoDateSchema,
    /** The order's washing time (the one pricing function's washingMinutes). */
    washingMinutes: z.coerce
      .number(msg('validation.not_a_number'))
      .positive(msg('validation.must_be_positive'))
      .max(10_000, msg('validation.too_large')),
  },
  invalidValue,
);
export type StaffFreeStartsQuery = z.infer<typeof staffFreeStartsQuerySchema>;

/**
 * The starts on the washer's grid where the job and the travel after it are free, as the
 * customers' availability reckons it (decision 051); any other start is an override.
 */
export const staffFreeStartsSchema = z.object({
  cleanerId: idSchema,
  day: isoDateSchema,
  starts: z.array(timeOfDaySchema),
  gridMinutes: z.number().int(),
  travelMinutes: z.number().int(),
});
export type StaffFreeStarts = z.infer<typeof staffFreeStartsSchema>;

/** GET order/staff/customer?query=: a phone number, an e-mail address or a part of either. */
export const staffCustomerQuerySchema = z.object(
  {
    query: z
      .string(requiredOr('validation.required'))
      .trim()
      .min(3, msg('validation.search_too_short'))
      .max(128, msg('validation.text_too_long')),
  },
  invalidValue,
);

/** A customer found: the contact details of their newest order (not a mall's). */
export const staffCustomerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  company: z.boolean(),
  companyName: z.string().nullable(),
  companyVat: z.string().nullable(),
  language: languageSchema,
  lastOrderAt: isoInstantSchema,
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

/** Newest first, at most 10. */
export const staffCustomersSchema = z.object({ customers: z.array(staffCustomerSchema) });
export type StaffCustomers = z.infer<typeof staffCustomersSchema>;
