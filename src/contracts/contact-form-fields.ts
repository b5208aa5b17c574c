/**
 * The contact form's fields and the recurring order's intervals, apart from the form's
 * schema (contact-form.ts, which re-exports these and is checked to have exactly these
 * fields), so that the contact page's form starts without loading zod (decision 093).
 */
export const contactFormFields = [
  'name',
  'phone',
  'email',
  'streetAddress',
  'postalCode',
  'city',
  'message',
  'terms',
  'company',
  'companyName',
  'companyVat',
  'eInvoiceAddress',
  'operatorId',
  'billing',
  'billingName',
  'billingStreetAddress',
  'billingPostalCode',
  'billingPostalCity',
  'paymentType',
  'invoice_channel',
  'repeated_order',
  'clean_interval',
  'international_cleaner',
  'marketing_permission',
  'early_start',
] as const;
export type ContactFormField = (typeof contactFormFields)[number];

/** Months between the cleanings of a recurring order. */
export const cleanIntervals = [3, 6, 9, 12] as const;
