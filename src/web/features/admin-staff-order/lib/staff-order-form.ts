/**
 * The phone order form (issue 14, point 3; decision 047): what staff type, checked by the
 * same contact rules as the site's checkout (contactFormSchema), turned into the body of
 * POST order/staff. The day and the start make the start instant in Helsinki time. The form
 * offers the washer's free starts (issue 24 point 7); a start outside them is an override,
 * chosen from the 15-minute list, which the server records in the order's history.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, languageSchema, timeOfDaySchema } from '#contracts/common.ts';
import { contactFormSchema, type ContactFormInput } from '#contracts/contact-form.ts';
import type { StaffCustomer } from '#contracts/order-staff.ts';
import type { createStaffOrderInputSchema } from '#contracts/order-life.ts';
import { invalidValue, msg } from '#contracts/messages.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import {
  parseTimeOfDay,
  WORKDAY_END_MINUTES,
  WORKDAY_START_MINUTES,
} from '#domain/calendar/time-of-day.ts';
import { emptyQuantities, type OrderQuantities } from '#domain/order/order-quantities.ts';

/** Every `step` minutes from 08:00 to the end of the working day. */
const everyMinutes = (step: number): readonly string[] =>
  Array.from({ length: (WORKDAY_END_MINUTES - WORKDAY_START_MINUTES) / step }, (_, i) => {
    const minutes = WORKDAY_START_MINUTES + i * step;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

/** 08:00, 08:15, ... 15:45: the default grid's starts. */
export const startTimes: readonly string[] = everyMinutes(15);

/**
 * 08:00, 08:05, ... 15:55: the starts staff may choose as an override. The server lets staff
 * start off the washer's grid but never over a job, a block or the travel (decision 051).
 */
export const overrideStartTimes: readonly string[] = everyMinutes(5);

/** A start inside the working day (a washer's grid may be 5 minutes: 08:05 is one). */
const isWorkdayStart = (time: string) => {
  try {
    const minutes = parseTimeOfDay(time);
    return minutes >= WORKDAY_START_MINUTES && minutes < WORKDAY_END_MINUTES;
  } catch {
    return false; // not HH:mm: timeOfDaySchema names it
  }
};

/** A washer chosen: an empty choice says so rather than "must be more than 0". */
const washerSchema = z
  .union([z.string(), z.number()], msg('validation.washer_required'))
  .refine((value) => value !== '', { message: msg('validation.washer_required'), abort: true })
  .transform(Number)
  .pipe(idSchema);

export const staffOrderFormSchema = z.object(
  {
    address: contactFormSchema,
    cleanerId: washerSchema,
    day: isoDateSchema,
    time: timeOfDaySchema.refine(isWorkdayStart, msg('validation.time_invalid')),
    /** Staff chose to see every start, not only the free ones (the form's own flag). */
    timeOverride: z.boolean(invalidValue),
    notifyCustomer: z.boolean(invalidValue),
    language: languageSchema,
    additionalInfo: z.string(invalidValue).trim().max(1028, msg('validation.message_too_long')),
    discountCode: z.string(invalidValue).trim().max(64, msg('validation.text_too_long')),
  },
  invalidValue,
);
export type StaffOrderFormInput = z.input<typeof staffOrderFormSchema>;
export type StaffOrderForm = z.output<typeof staffOrderFormSchema>;

const emptyContact: ContactFormInput = {
  name: '',
  phone: '',
  email: '',
  streetAddress: '',
  postalCode: '',
  city: '',
  message: '',
  // Staff read the terms to the caller: ticked once they agree (the checkbox is shown).
  terms: false,
  early_start: false,
  company: false,
  paymentType: 'BILL',
  invoice_channel: 'email',
  repeated_order: false,
  clean_interval: 12,
};

export const emptyStaffOrder = (day: string): StaffOrderFormInput => ({
  address: emptyContact,
  cleanerId: '',
  day,
  time: '',
  timeOverride: false,
  notifyCustomer: true,
  language: 'fi',
  additionalInfo: '',
  discountCode: '',
});

export { emptyQuantities };

/** The body of POST order/staff. */
export function staffOrderBody(
  form: StaffOrderForm,
  quantities: OrderQuantities,
): z.input<typeof createStaffOrderInputSchema> {
  return {
    ...quantities,
    address: form.address,
    cleanerId: form.cleanerId,
    start: helsinkiInstant(form.day, form.time).toISOString(),
    shippingDay: form.day,
    notifyCustomer: form.notifyCustomer,
    language: form.language,
    additionalInfo: form.additionalInfo,
    ...(form.discountCode ? { discountCode: form.discountCode } : {}),
  };
}

/** A field of the server's 400 answer as the form names it (start and shippingDay: the day). */
export function formFieldOf(field: string): string {
  if (field === 'start' || field === 'shippingDay') return 'day';
  return field;
}

/** Whether the chosen start is outside the washer's free starts: an override. */
export const isOverrideStart = (time: string, freeStarts: readonly string[]): boolean =>
  time !== '' && !freeStarts.includes(time);

/** The starts to offer: the free ones, or with the override every start (and the free). */
export function offeredStarts(freeStarts: readonly string[], isOverride: boolean): string[] {
  if (!isOverride) return [...freeStarts];
  return [...new Set([...overrideStartTimes, ...freeStarts])].sort();
}

/** The contact fields a found customer fills in (their newest order's). */
export function contactOf(customer: StaffCustomer): Partial<ContactFormInput> {
  return {
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    streetAddress: customer.streetAddress,
    postalCode: customer.postalCode,
    city: customer.city,
    company: customer.company,
    companyName: customer.companyName ?? '',
    companyVat: customer.companyVat ?? '',
  };
}
