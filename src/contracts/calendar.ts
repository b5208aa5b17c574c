/**
 * Calendars: the customer's availability calls (customer spec section 7) and the back
 * office's blocked times per washer calendar (admin spec sections 3-5).
 */
import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  isoInstantSchema,
  postalCodeSchema,
  timeOfDaySchema,
} from './common';
import { invalidValue, msg } from './messages';

/** GET calendar/validatePostalcode/{postalCode}. */
export const postalCodeParamsSchema = z.object({ postalCode: postalCodeSchema }, invalidValue);
export const postalCodeAvailabilityResponseSchema = z.object({ available: z.boolean() });

/** A job's washing time in the path: minutes, 1-10000. */
const washingTimeParamSchema = z.coerce
  .number(msg('validation.not_a_number'))
  .int(msg('validation.not_integer'))
  .positive(msg('validation.must_be_positive'))
  .max(10_000, msg('validation.too_large'));

/** GET calendar/validateAndGetAvailableDays/{postalCode}/{washingTime}. */
export const availableDaysParamsSchema = z.object(
  { postalCode: postalCodeSchema, washingTime: washingTimeParamSchema },
  invalidValue,
);
export type AvailableDaysParams = z.infer<typeof availableDaysParamsSchema>;

export const availableDateSchema = z.object({
  date: isoDateSchema,
  /** Start time on that day, Helsinki time. */
  starting: timeOfDaySchema,
  cleanerId: idSchema,
});
export type AvailableDate = z.infer<typeof availableDateSchema>;
export const availableDatesResponseSchema = z.array(availableDateSchema);

/** GET calendar/freeStarts/{postalCode}/{washingTime}/{date}: one day's starts (issue 28). */
export const freeStartsParamsSchema = z.object(
  { postalCode: postalCodeSchema, washingTime: washingTimeParamSchema, date: isoDateSchema },
  invalidValue,
);
export type FreeStartsParams = z.infer<typeof freeStartsParamsSchema>;

/** A start of the day and the washer who would come then (send both with the order). */
export const freeStartSchema = z.object({ starting: timeOfDaySchema, cleanerId: idSchema });
export type FreeStart = z.infer<typeof freeStartSchema>;
export const freeStartsResponseSchema = z.object({
  date: isoDateSchema,
  /** In time order; the first is the day's start in the available days. */
  starts: z.array(freeStartSchema),
});
export type FreeStartsResponse = z.infer<typeof freeStartsResponseSchema>;

/** The external booking system's blocks are read-only. */
export const externalBlockModifier = 'KBOT';

/** A block lasts at most a year (a long leave is one block; longer is a typing mistake). */
const maxBlockMs = 366 * 24 * 60 * 60 * 1000;

/** A saved block has a numeric id; a new unsaved one a temporary 'new-...' id. */
export const disabledDateIdSchema = z.union(
  [idSchema, z.string().regex(/^new-[\w-]{1,64}$/, msg('validation.invalid_value'))],
  invalidValue,
);
export const isNewDisabledDateId = (id: number | string): id is string =>
  typeof id === 'string' && id.startsWith('new-');

export const disabledDateSchema = z
  .object(
    {
      id: disabledDateIdSchema,
      start_datetime: isoInstantSchema,
      end_datetime: isoInstantSchema,
      modifier: z
        .string(invalidValue)
        .max(32, msg('validation.text_too_long'))
        .nullable()
        .default(null),
      /** The calendar row's group; the server sets it from the calendar on save. */
      maintaining_group_id: idSchema.nullable().optional(),
    },
    invalidValue,
  )
  .superRefine((block, ctx) => {
    const start = Date.parse(block.start_datetime);
    const end = Date.parse(block.end_datetime);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) {
      ctx.addIssue({
        code: 'custom',
        message: msg('validation.end_before_start'),
        path: ['end_datetime'],
      });
    } else if (end - start > maxBlockMs) {
      ctx.addIssue({
        code: 'custom',
        message: msg('validation.too_large'),
        path: ['end_datetime'],
      });
    }
  });
export type DisabledDate = z.infer<typeof disabledDateSchema>;

/**
 * POST calendar/{calendarId}: blocks of that calendar to save. A numeric id updates that
 * block, a 'new-' id adds one; blocks not in the list stay (DELETE calendar/{id} removes
 * one). The external booking system's blocks cannot be changed here.
 */
export const saveDisabledDatesInputSchema = z
  .array(disabledDateSchema, invalidValue)
  .max(2000, msg('validation.too_large'));
/** GET calendar/disabled_dates: one row per washer calendar. */
export const calendarRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  maintaining_group_id: idSchema.nullable(),
  disabled_dates: z.array(disabledDateSchema),
});
export type CalendarRow = z.infer<typeof calendarRowSchema>;
export const calendarRowsSchema = z.array(calendarRowSchema);

/** GET calendar/disabled_dates?from=YYYY-MM-DD: blocks ending on or after that day. */
export const disabledDatesQuerySchema = z.object({ from: isoDateSchema.optional() }, invalidValue);
