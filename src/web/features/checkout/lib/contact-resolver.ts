import type { Resolver } from 'react-hook-form';
import type { ContactForm, ContactFormInput } from '#contracts/contact-form.ts';

type ContactResolver = Resolver<ContactFormInput, unknown, ContactForm>;

let validation: Promise<ContactResolver> | undefined;

/**
 * Loads the form's validation (zod and the shared schema, about a third of the form's
 * start) once; the form asks for it after its first paint, so it is there by the first
 * field the customer leaves (decision 093).
 */
export function loadContactValidation(): Promise<ContactResolver> {
  validation ??= import('./contact-validation').then(
    (m) => m.contactResolver,
    (error: unknown) => {
      validation = undefined; // the next field left or send tries again
      throw error;
    },
  );
  return validation;
}

/** The form's resolver: the shared schema's, once loaded. */
export const contactResolver: ContactResolver = async (values, context, options) =>
  (await loadContactValidation())(values, context, options);
