/**
 * The phone order form (issue 14, point 3; decision 047): what staff type, checked by the
 * same contact rules as the site's checkout (contactFormSchema), turned into the body of
 * POST order/staff. The day and the start on a 15-minute grid make the start instant in
 * Helsinki time.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, languageSchema, timeOfDaySchema } from '#contracts/common.ts';
import { contactFormSchema, type ContactFormInput } from '#contracts/contact-form.ts';
import type { createStaffOrderInputSchema } from '#contracts/order-life.ts';
import { invalidValue, msg } from '#contracts/messages.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { WORKDAY_END_MINUTES, WORKDAY_START_MINUTES } from '#domain/calendar/time-of-day.ts';
import { emptyQuantities, type OrderQuantities } from '#domain/order/order-quantities.ts';

/** 08:00, 08:15, ... 15:45: the starts staff may choose. */
export const startTimes: readonly string[] = Array.from(
  { length: (WORKDAY_END_MINUTES - WORKDAY_START_MINUTES) / 15 },
  (_, i) => {
    const minutes = WORKDAY_START_MINUTES + i * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

export const staffOrderFormSchema = z.object(
  {
    address: contactFormSchema,
    cleanerId: z.coerce.number(invalidValue).pipe(idSchema),
    day: isoDateSchema,
    time: timeOfDaySchema.refine(
      (time) => startTimes.includes(time),
      msg('validation.time_invalid'),
    ),
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
};

export const emptyStaffOrder = (day: string): StaffOrderFormInput => ({
  address: emptyContact,
  cleanerId: '',
  day,
  time: '08:00',
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
