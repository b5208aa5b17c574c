import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '#contracts/contact-form.ts';

/** The contact form's validation: zod and the shared schema, in a chunk of their own (decision 093). */
export const contactResolver = zodResolver(contactFormSchema);
