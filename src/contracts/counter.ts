/**
 * The counter (price configuration) as the API speaks it: the specification's snake_case
 * names, money in euros, times in minutes; with the back-office rules of admin spec section 5.
 * counter-mapping.ts maps it to and from the domain's CounterConfig.
 */
import { z } from 'zod';
import {
  idParamSchema,
  idSchema,
  isoInstantSchema,
  minutesSchema,
  nonNegativeEurosSchema,
  positiveEurosSchema,
  quantitySchema,
} from './common';
import {
  counterAccountingIdFields,
  counterDefaultFieldNames,
  counterFixedAmountIdNames,
  counterFixedAmountNames,
  counterPriceFields,
  counterTimeFields,
  sameSchemaFor,
} from './counter-fields';
import { invalidValue, msg, requiredOr, type MessageKey } from './messages';

/** An accounting (Easoft) item id: digits, kept as a string. */
export const accountingIdSchema = z
  .string(requiredOr('validation.not_a_number'))
  .trim()
  .min(1, msg('validation.required'))
  .max(20, msg('validation.too_large'))
  .regex(/^\d+$/, msg('validation.not_a_number'));

const titleSchema = (key: 'validation.title_required' | 'validation.title_eng_required') =>
  z.string(msg(key)).trim().min(1, msg(key)).max(128, msg('validation.text_too_long'));

/** Empty, a data URL of an image, an http(s) URL or a site path: what GET may answer. */
const imageSchema = z
  .string(invalidValue)
  .max(1_500_000, msg('validation.too_large'))
  .regex(/^$|^data:image\/[a-z0-9.+-]+;base64,|^https?:\/\/|^\//, msg('validation.url_invalid'));

/** At most this many window rows, and each image at most maxImageBytes (decoded). */
export const maxCounterWindows = 50;
export const maxImageBytes = 300 * 1024;
/** A data URL of maxImageBytes in base64, with its longest prefix. */
const maxImageDataUrlLength = Math.ceil(maxImageBytes / 3) * 4 + 32;

const imageDataUrlPattern = /^data:image\/(png|jpeg|svg\+xml|webp);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The first bytes of each raster format (a binary string, one character per byte). */
const magicBytes: Record<string, (head: string) => boolean> = {
  png: (head) => head.startsWith('\x89PNG\r\n\x1a\n'),
  jpeg: (head) => head.startsWith('\xff\xd8\xff'),
  webp: (head) => head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP',
};

/**
 * What an SVG must not hold (docs/decisions/031-admin-counter.md): scripts, event
 * handlers, javascript: URLs, embedded HTML or objects, entity declarations, style sheets
 * from elsewhere and any reference that is not to the image itself ('#id') or a data URL
 * of an image. The customer page shows images in <img>, which runs no scripts and loads
 * nothing; this keeps the stored data safe wherever it is shown later.
 */
const unsafeSvgPatterns: RegExp[] = [
  /<\s*script/i,
  /[\s"'/]on[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<\s*(foreignObject|iframe|embed|object|html|body|meta|link|base)\b/i,
  /<!(DOCTYPE|ENTITY)/i,
  /<\?xml-stylesheet/i,
  /@import/i,
  /url\(\s*["']?\s*(?!#|data:image\/)/i,
  /href\s*=\s*["']\s*(?!#|data:image\/(png|jpeg|webp);)/i,
  /attributeName\s*=\s*["']\s*(xlink:)?href/i,
  /&#/,
];

/** Why an image of a window row is refused, or null: '' (no image) or a safe data URL. */
export function counterImageProblem(value: string): MessageKey | null {
  if (value === '') return null;
  if (value.length > maxImageDataUrlLength) return 'validation.image_too_large';
  const match = imageDataUrlPattern.exec(value);
  const [, type = '', data = ''] = match ?? [];
  if (!match || data.length % 4 !== 0) return 'validation.image_type';
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if ((data.length / 4) * 3 - padding > maxImageBytes) return 'validation.image_too_large';
  if (type !== 'svg+xml')
    return magicBytes[type]?.(atob(data.slice(0, 16))) ? null : 'validation.image_type';
  const text = atob(data);
  if (!/<svg[\s>]/i.test(text)) return 'validation.image_type';
  return unsafeSvgPatterns.some((p) => p.test(text)) ? 'validation.image_unsafe' : null;
}

/** A window image as saved: '' or a data URL of a PNG, JPEG, SVG or WebP image. */
export const counterImageInputSchema = z.string(invalidValue).superRefine((value, ctx) => {
  const problem = counterImageProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const counterWindowSchema = z.object(
  {
    id: idSchema,
    title: titleSchema('validation.title_required'),
    title_eng: titleSchema('validation.title_eng_required'),
    /** The Swedish title, optional: empty shows Swedish customers the Finnish one (decision 078). */
    title_sv: z.string(invalidValue).trim().max(128, msg('validation.text_too_long')).default(''),
    image: imageSchema,
    price: nonNegativeEurosSchema,
    washing_time: minutesSchema,
    default_amount: quantitySchema,
    easoft_item_id: accountingIdSchema,
  },
  invalidValue,
);
export type CounterWindow = z.infer<typeof counterWindowSchema>;

export const counterApiSchema = z.object(
  {
    id: idSchema,
    /** Read only: sent by the server, never saved. */
    translate: z.object({ name: z.string() }).optional(),
    /**
     * The version: when it was last saved (sent by the server). A save sends back the one
     * it edited; a newer one stored meanwhile answers 409 CONFLICT (decision 047).
     */
    updated_at: isoInstantSchema.optional(),
    base_price: positiveEurosSchema,
    minimum_price: positiveEurosSchema,
    annual_contract_discount_percent: z
      .number(requiredOr('validation.not_a_number'))
      .gt(0, msg('validation.percent_exclusive_range'))
      .lt(100, msg('validation.percent_exclusive_range')),
    base_time: minutesSchema,
    /** Unused by pricing (the roof has a fixed price) but listed by the spec. */
    terrace_glass_roof_price: nonNegativeEurosSchema,
    windows: z.array(counterWindowSchema, invalidValue).max(100, msg('validation.too_large')),
    ...sameSchemaFor(counterPriceFields, nonNegativeEurosSchema),
    ...sameSchemaFor(counterTimeFields, minutesSchema),
    ...sameSchemaFor(counterAccountingIdFields, accountingIdSchema),
    ...sameSchemaFor(counterDefaultFieldNames, quantitySchema),
    /**
     * The fixed amounts (issue 24 point 8): web_shop_discount and online_payment_discount are
     * taken off, paper_invoice_fee is added; 0 switches one off. Each has its item id.
     */
    ...sameSchemaFor(counterFixedAmountNames, nonNegativeEurosSchema),
    ...sameSchemaFor(counterFixedAmountIdNames, accountingIdSchema),
    base_price_info_block: z.boolean(invalidValue),
    show_video_guide: z.boolean(invalidValue),
  },
  invalidValue,
);
export type CounterApi = z.infer<typeof counterApiSchema>;

/** A window row as saved: a new row has no id yet; its image is checked (counterImageProblem). */
export const counterWindowInputSchema = counterWindowSchema.extend({
  id: idSchema.optional(),
  image: counterImageInputSchema,
});
export type CounterWindowInput = z.infer<typeof counterWindowInputSchema>;

/**
 * PUT counter/{counterId}: the configuration without translate (also the admin form).
 * The path names the configuration; an id in the body is optional and ignored. Window rows
 * with an id are updated, rows without one are added, stored rows missing are removed.
 */
export const updateCounterInputSchema = counterApiSchema
  .omit({ translate: true })
  .extend({
    id: idSchema.optional(),
    windows: z
      .array(counterWindowInputSchema, invalidValue)
      .max(maxCounterWindows, msg('validation.too_large')),
    // A save made without the fixed amounts (an older client, the specification's fields
    // only) keeps the stored ones.
    ...sameSchemaFor(counterFixedAmountNames, nonNegativeEurosSchema.optional()),
    ...sameSchemaFor(counterFixedAmountIdNames, accountingIdSchema.optional()),
  })
  .superRefine((input, ctx) => {
    // The online payment's discount comes off the list price, which is at least the minimum
    // price: a larger discount could make an order cost less than nothing.
    if (
      input.online_payment_discount !== undefined &&
      input.online_payment_discount > input.minimum_price
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['online_payment_discount'],
        message: msg('validation.discount_over_minimum'),
      });
    }
    const seen = new Set<number>();
    input.windows.forEach((w, index) => {
      if (w.id === undefined) return;
      if (seen.has(w.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', index, 'id'],
          message: msg('validation.duplicate'),
        });
      }
      seen.add(w.id);
    });
  });
export type UpdateCounterInput = z.infer<typeof updateCounterInputSchema>;

export const counterParamsSchema = z.object({ counterId: idParamSchema }, invalidValue);

/** GET counter: the stored configurations (one: id 1) with their names. */
export const counterListItemSchema = z.object({
  id: idSchema,
  translate: z.object({ name: z.string() }),
});
export type CounterListItem = z.infer<typeof counterListItemSchema>;
