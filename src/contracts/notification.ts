/**
 * Notifications shown to customers as banners: the back office's create and edit form (one
 * schema for both, admin spec section 5) and the notification as stored.
 */
import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common';
import { invalidValue, msg, requiredOr } from './messages';

export const notificationTypes = ['NORMAL', 'URGENT', 'INFO'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** POST notification and PUT notification/{id}. extra_info may hold HTML: the server sanitises it. */
export const notificationFormSchema = z
  .object(
    {
      type: z.enum(notificationTypes, invalidValue),
      message: z
        .string(requiredOr('validation.required'))
        .trim()
        .min(1, msg('validation.required'))
        .max(1028, msg('validation.message_too_long')),
      extra_info: z
        .string(invalidValue)
        .max(20_000, msg('validation.text_too_long'))
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
