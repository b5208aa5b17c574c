/**
 * The external booking system's busy times (the specification's KBOT blocks): PUT
 * integrations/kbot/calendars/:calendarId/blocks replaces one washer calendar's KBOT blocks
 * with the list sent.
 */
import { z } from 'zod';
import { idParamSchema, isoInstantSchema } from './common';
import { invalidValue, msg } from './messages';

/** At most this many blocks per calendar in one call. */
export const maxKbotBlocks = 2000;
/** A block of more than a year is a mistake of the sender. */
const maxKbotBlockMs = 366 * 24 * 3_600_000;

export const kbotBlockSchema = z
  .object(
    {
      externalId: z
        .string(invalidValue)
        .trim()
        .min(1, msg('validation.invalid_value'))
        .max(200, msg('validation.text_too_long')),
      start: isoInstantSchema,
      end: isoInstantSchema,
    },
    invalidValue,
  )
  .superRefine((block, ctx) => {
    const start = Date.parse(block.start);
    const end = Date.parse(block.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) {
      ctx.addIssue({ code: 'custom', message: msg('validation.end_before_start'), path: ['end'] });
    } else if (end - start > maxKbotBlockMs) {
      ctx.addIssue({ code: 'custom', message: msg('validation.too_large'), path: ['end'] });
    }
  });
export type KbotBlock = z.infer<typeof kbotBlockSchema>;

export const kbotBlocksInputSchema = z
  .array(kbotBlockSchema, invalidValue)
  .max(maxKbotBlocks, msg('validation.too_large'))
  .superRefine((blocks, ctx) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (seen.has(block.externalId)) {
        ctx.addIssue({
          code: 'custom',
          message: msg('validation.duplicate'),
          path: [index, 'externalId'],
        });
      }
      seen.add(block.externalId);
    });
  });
export type KbotBlocksInput = z.infer<typeof kbotBlocksInputSchema>;

export const kbotParamsSchema = z.object({ calendarId: idParamSchema }, invalidValue);

export const kbotReplaceResponseSchema = z.object({ replaced: z.number().int() });
export type KbotReplaceResponse = z.infer<typeof kbotReplaceResponseSchema>;
