/**
 * Notifications shown to customers as banners: the back office's create and edit form (one
 * schema for both, admin spec section 5), the notification as stored, the back office's
 * list item and the one allow-list of HTML that extra_info may hold (decision 026).
 */
import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common';
import { invalidValue, languages, msg, requiredOr } from './messages';

export const notificationTypes = ['NORMAL', 'URGENT', 'INFO'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** A banner is one or two sentences; the popup (extra_info) carries the rest. */
export const notificationMessageMaxLength = 500;
/** extra_info as typed, before sanitising. */
export const notificationExtraInfoMaxLength = 20_000;

/**
 * The HTML that extra_info may hold, sanitised with it on the way in (server, sanitize-html)
 * and in the back office's preview (DOMPurify). Links open in a new tab with
 * rel="noopener noreferrer"; only web, mail and phone links are kept.
 */
export const notificationHtml = {
  tags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'hr',
  ],
  attributes: { a: ['href', 'target', 'rel'] },
  schemes: ['http', 'https', 'mailto', 'tel'],
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer',
} as const;

/**
 * POST notification and PUT notification/{id}. extra_info may hold HTML: the server sanitises
 * it. message_en and extra_info_en are the English texts (decision 071), message_sv and
 * extra_info_sv the Swedish ones (decision 078), optional: without them English and Swedish
 * visitors see the Finnish ones.
 */
export const notificationFormSchema = z
  .object(
    {
      type: z.enum(notificationTypes, invalidValue),
      message: z
        .string(requiredOr('validation.required'))
        .trim()
        .min(1, msg('validation.required'))
        .max(notificationMessageMaxLength, msg('validation.message_too_long')),
      extra_info: z
        .string(invalidValue)
        .max(notificationExtraInfoMaxLength, msg('validation.text_too_long'))
        .nullable()
        .default(null),
      message_en: z
        .string(invalidValue)
        .trim()
        .max(notificationMessageMaxLength, msg('validation.message_too_long'))
        .nullable()
        .default(null),
      extra_info_en: z
        .string(invalidValue)
        .max(notificationExtraInfoMaxLength, msg('validation.text_too_long'))
        .nullable()
        .default(null),
      message_sv: z
        .string(invalidValue)
        .trim()
        .max(notificationMessageMaxLength, msg('validation.message_too_long'))
        .nullable()
        .default(null),
      extra_info_sv: z
        .string(invalidValue)
        .max(notificationExtraInfoMaxLength, msg('validation.text_too_long'))
        .nullable()
        .default(null),
      start_showing: isoInstantSchema,
      stop_showing: isoInstantSchema,
    },
    invalidValue,
  )
  .superRefine((form, ctx) => {
    const start = Date.parse(form.start_showing);
    const stop = Date.parse(form.stop_showing);
    if (!Number.isNaN(start) && !Number.isNaN(stop) && stop <= start) {
      ctx.addIssue({
        code: 'custom',
        message: msg('validation.end_before_start'),
        path: ['stop_showing'],
      });
    }
  });
export type NotificationFormInput = z.input<typeof notificationFormSchema>;
export type NotificationForm = z.output<typeof notificationFormSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  type: z.enum(notificationTypes),
  message: z.string(),
  extra_info: z.string().nullable(),
  start_showing: isoInstantSchema,
  stop_showing: isoInstantSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET notification's item: the notification in the visitor's language (`?lang=` or
 * Accept-Language), each text in English or Swedish when it has one, else in Finnish; `language` says
 * which the message is in (the page marks a Finnish one as Finnish).
 */
export const shownNotificationSchema = notificationSchema.extend({
  language: z.enum(languages),
});
export type ShownNotification = z.infer<typeof shownNotificationSchema>;

/** Where a notification's showing window [start, stop) stands at the server's now. */
export const notificationStates = ['showing', 'upcoming', 'ended'] as const;
export type NotificationState = (typeof notificationStates)[number];

/** GET notification/list and the back office's answers: the notification and its state. */
export const notificationAdminSchema = notificationSchema.extend({
  message_en: z.string().nullable(),
  extra_info_en: z.string().nullable(),
  message_sv: z.string().nullable(),
  extra_info_sv: z.string().nullable(),
  state: z.enum(notificationStates),
});
export type NotificationAdmin = z.infer<typeof notificationAdminSchema>;
