/**
 * Back-office settings (admin spec sections 3, 4 and 7): postal areas and washers
 * (cleaners), each saved as a whole list; the answer is the saved list. Rows without an id
 * are created, rows with one updated; rows left out stay (DELETE removes one, decision 029).
 */
import { z } from 'zod';
import { MAX_TRAVEL_MINUTES, startGridChoices } from '#domain/calendar/start-rules.ts';
import { idSchema, postalCodeSchema } from './common';
import { invalidValue, msg, requiredOr, type MessageKey } from './messages';

const nameSchema = z
  .string(requiredOr('validation.required'))
  .trim()
  .min(1, msg('validation.required'))
  .max(128, msg('validation.text_too_long'));

/**
 * Adds an issue at `path(index)` for every item whose key was already seen earlier in the
 * list: the second of two equal values is the one named.
 */
function flagDuplicates<T>(
  ctx: z.core.$RefinementCtx,
  items: readonly T[],
  keyOf: (item: T) => unknown,
  path: (index: number) => (string | number)[],
  message: MessageKey,
) {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (key === undefined || key === null) return;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: path(index), message });
    seen.add(key);
  });
}

/** A postal area; a new one has no id yet. Each code at most once. */
export const postalAreaSchema = z
  .object(
    {
      id: idSchema.optional(),
      name: nameSchema,
      postalCodes: z.array(postalCodeSchema, invalidValue).max(5000, msg('validation.too_large')),
    },
    invalidValue,
  )
  .superRefine((area, ctx) =>
    flagDuplicates(
      ctx,
      area.postalCodes,
      (c) => c,
      (i) => ['postalCodes', i],
      'validation.duplicate',
    ),
  );
export type PostalArea = z.infer<typeof postalAreaSchema>;

/** POST settings/postalareas: names unique (letter case aside), each id at most once. */
export const savePostalAreasInputSchema = z
  .array(postalAreaSchema, invalidValue)
  .max(1000, msg('validation.too_large'))
  .superRefine((areas, ctx) => {
    flagDuplicates(
      ctx,
      areas,
      (a) => a.id,
      (i) => [i, 'id'],
      'validation.duplicate',
    );
    flagDuplicates(
      ctx,
      areas,
      (a) => a.name.toLocaleLowerCase('fi'),
      (i) => [i, 'name'],
      'validation.name_taken',
    );
  });
export type SavePostalAreasInput = z.infer<typeof savePostalAreasInputSchema>;

/** A stored postal area, as GET and POST settings/postalareas answer. */
export const savedPostalAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  postalCodes: z.array(z.string()),
});
export type SavedPostalArea = z.infer<typeof savedPostalAreaSchema>;
export const postalAreaListSchema = z.array(savedPostalAreaSchema);

/** Minutes kept free after a washer's job for travel (decision 051): 0-240. */
export const travelMinutesSchema = z
  .number(msg('validation.travel_minutes_range'))
  .int(msg('validation.travel_minutes_range'))
  .min(0, msg('validation.travel_minutes_range'))
  .max(MAX_TRAVEL_MINUTES, msg('validation.travel_minutes_range'));

/** The washer's start grid (decision 051): one of 5, 10, 15, 20, 30, 60 minutes. */
export const startGridMinutesSchema = z
  .number(msg('validation.start_grid_choice'))
  .refine((n) => startGridChoices.includes(n), msg('validation.start_grid_choice'));

/**
 * A washer; a new one has no id yet. travelMinutes and startGridMinutes left out keep what
 * is stored (a new washer gets 30 and 15). maintain_group_id is the maintainer (of the ERP) the
 * washer was picked from (GET settings/suggestions); a new washer must have one. Each
 * postal area at most once.
 */
export const cleanerSchema = z
  .object(
    {
      id: idSchema.optional(),
      name: nameSchema,
      address: z.string(invalidValue).trim().max(256, msg('validation.text_too_long')),
      maintain_group_id: idSchema.nullable(),
      postalAreas: z.array(idSchema, invalidValue).max(1000, msg('validation.too_large')),
      travelMinutes: travelMinutesSchema.optional(),
      startGridMinutes: startGridMinutesSchema.optional(),
    },
    invalidValue,
  )
  .superRefine((cleaner, ctx) =>
    flagDuplicates(
      ctx,
      cleaner.postalAreas,
      (a) => a,
      (i) => ['postalAreas', i],
      'validation.duplicate',
    ),
  );
export type Cleaner = z.infer<typeof cleanerSchema>;

/** POST settings/cleaners: each id and each maintainer at most once. */
export const saveCleanersInputSchema = z
  .array(cleanerSchema, invalidValue)
  .max(1000, msg('validation.too_large'))
  .superRefine((cleaners, ctx) => {
    flagDuplicates(
      ctx,
      cleaners,
      (c) => c.id,
      (i) => [i, 'id'],
      'validation.duplicate',
    );
    flagDuplicates(
      ctx,
      cleaners,
      (c) => c.maintain_group_id,
      (i) => [i, 'maintain_group_id'],
      'validation.maintainer_taken',
    );
  });
export type SaveCleanersInput = z.infer<typeof saveCleanersInputSchema>;

/**
 * A stored washer, as GET and POST settings/cleaners answer. calendar_id is the washer's
 * calendar row (one per washer, made with the washer; read-only).
 */
export const savedCleanerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  maintain_group_id: z.number().int().nullable(),
  postalAreas: z.array(z.number().int()),
  calendar_id: z.number().int().nullable(),
  travelMinutes: z.number().int(),
  startGridMinutes: z.number().int(),
});
export type SavedCleaner = z.infer<typeof savedCleanerSchema>;
export const cleanerListSchema = z.array(savedCleanerSchema);

/** GET settings/suggestions: the ERP's maintainers that have no washer yet. */
export const suggestionSchema = z.object({ id: idSchema, name: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET settings/postalcodes: Finland's street-address postal codes with their place names. */
export const postalCodeOptionSchema = z.object({ code: z.string(), name: z.string() });
export type PostalCodeOption = z.infer<typeof postalCodeOptionSchema>;

/** The forms of the settings page: the lists wrapped in an object (react-hook-form). */
export const postalAreasFormSchema = z.object({ areas: savePostalAreasInputSchema });
export const cleanersFormSchema = z.object({ cleaners: saveCleanersInputSchema });
