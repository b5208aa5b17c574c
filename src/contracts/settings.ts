/**
 * Back-office settings (admin spec sections 3 and 7): postal areas and washers (cleaners),
 * each saved as a whole list; the answer is the saved list.
 */
import { z } from 'zod';
import { idSchema, postalCodeSchema } from './common';
import { invalidValue, msg, requiredOr } from './messages';

const nameSchema = z
  .string(requiredOr('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(128, msg('validation.text_too_long'));

/** A postal area; a new one has no id yet. */
export const postalAreaSchema = z.object(
  {
    id: idSchema.optional(),
    name: nameSchema,
    postalCodes: z.array(postalCodeSchema, invalidValue).max(5000, msg('validation.too_large')),
  },
  invalidValue,
);
export type PostalArea = z.infer<typeof postalAreaSchema>;

/** POST settings/postalareas. */
export const savePostalAreasInputSchema = z
  .array(postalAreaSchema, invalidValue)
  .max(1000, msg('validation.too_large'));

/** A washer; a new one has no id yet. maintain_group_id is the washer's calendar row. */
export const cleanerSchema = z.object(
  {
    id: idSchema.optional(),
    name: nameSchema,
    address: z.string(invalidValue).trim().max(256, msg('validation.text_too_long')),
    maintain_group_id: idSchema,
    postalAreas: z.array(idSchema, invalidValue).max(1000, msg('validation.too_large')),
  },
  invalidValue,
);
export type Cleaner = z.infer<typeof cleanerSchema>;

/** POST settings/cleaners. */
export const saveCleanersInputSchema = z
  .array(cleanerSchema, invalidValue)
  .max(1000, msg('validation.too_large'));

/** GET settings/suggestions: possible new washers (maintaining groups of the ERP). */
export const suggestionSchema = z.object({ id: idSchema, name: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
