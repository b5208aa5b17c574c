/**
 * The address and contact form (customer spec sections 3-5), used by the contact page with
 * react-hook-form and by the server inside the order payloads.
 *
 * Conditional rules are data: `conditionalRules` lists, for each condition (company; company
 * with the e-invoice channel; billing address differs), the field schemas that then apply.
 * One superRefine runs them, with `when` so that they run even while other fields still have
 * errors (the form shows every error at once). Outside their condition those fields are only
 * bounded in length and are to be ignored. E-invoice needs a company customer.
 * Choices for e-invoice addresses and operator IDs: business-ids.ts; phone build: contact-fields.ts.
 */
import { z } from 'zod';
import { postalCodeSchema } from './common';
import * as f from './contact-fields';
import { compactUpper, normalizeBusinessId } from './business-ids';
import { invalidValue, msg, requiredOr } from './messages';
import { browserInvoiceChannels, browserPaymentTypes } from './payment-choice';
import { cleanIntervals, type ContactFormField } from './contact-form-fields';

// The payment choice's values and their stored forms, in a module without zod (decision 089);
// the form's field names and intervals likewise (decision 093).
export * from './payment-choice';
export * from './contact-form-fields';

const optionalText = z
  .string(invalidValue)
  .trim()
  .max(256, msg('validation.text_too_long'))
  .optional();

export const contactFormBaseSchema = z.object(
  {
    name: f.personNameSchema,
    phone: f.phoneSchema,
    email: f.emailSchema,
    streetAddress: f.streetAddressSchema,
    postalCode: postalCodeSchema,
    city: f.citySchema,
    message: f.messageSchema.default(''),
    terms: z
      .boolean(requiredOr('validation.terms_required'))
      .refine((accepted) => accepted, msg('validation.terms_required')),
    company: z.boolean(invalidValue).default(false),
    companyName: optionalText,
    companyVat: optionalText.overwrite((v) => (v === undefined ? v : normalizeBusinessId(v))),
    eInvoiceAddress: optionalText.overwrite((v) => (v === undefined ? v : compactUpper(v))),
    operatorId: optionalText.overwrite((v) => (v === undefined ? v : compactUpper(v))),
    billing: z.boolean(invalidValue).default(false),
    billingName: optionalText,
    billingStreetAddress: optionalText,
    billingPostalCode: optionalText,
    billingPostalCity: optionalText,
    paymentType: z.enum(browserPaymentTypes, invalidValue),
    invoice_channel: z.enum(browserInvoiceChannels, invalidValue),
    repeated_order: z.boolean(invalidValue).default(false),
    clean_interval: z.literal(cleanIntervals, invalidValue).default(12),
    international_cleaner: z.boolean(invalidValue).default(false),
    marketing_permission: z.boolean(invalidValue).default(false),
    /** The consumer asks the work to start within the 14-day withdrawal period (decision 050). */
    early_start: z.boolean(invalidValue).default(false),
  } satisfies Record<ContactFormField, z.ZodType>,
  invalidValue,
);
type ContactFormBase = z.output<typeof contactFormBaseSchema>;

interface ConditionalRule {
  applies: (form: Partial<ContactFormBase>) => boolean;
  fields: Partial<Record<keyof ContactFormBase, z.ZodType>>;
}

export const conditionalRules: readonly ConditionalRule[] = [
  {
    applies: (form) => form.company === true,
    fields: { companyName: f.companyNameSchema, companyVat: f.businessIdSchema },
  },
  {
    applies: (form) => form.company === true && form.invoice_channel === 'evoice',
    fields: { eInvoiceAddress: f.eInvoiceAddressSchema, operatorId: f.operatorIdSchema },
  },
  {
    applies: (form) => form.billing === true,
    fields: {
      billingName: f.billingNameSchema,
      billingStreetAddress: f.streetAddressSchema,
      billingPostalCode: f.billingPostalCodeSchema,
      billingPostalCity: f.citySchema,
    },
  },
];

export const contactFormSchema = contactFormBaseSchema.superRefine(
  (form, ctx) => {
    for (const rule of conditionalRules) {
      if (!rule.applies(form)) continue;
      for (const [field, schema] of Object.entries(rule.fields)) {
        const result = schema.safeParse(form[field as keyof ContactFormBase]);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [field, ...issue.path] });
        }
      }
    }
    if (form.invoice_channel === 'evoice' && form.company !== true) {
      ctx.addIssue({
        code: 'custom',
        message: msg('validation.einvoice_requires_company'),
        path: ['invoice_channel'],
      });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
