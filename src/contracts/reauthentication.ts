/**
 * Re-authentication before a sensitive change (decision 041): setting a user's password,
 * deleting a user, turning someone's two-factor off, replacing your own TOTP secret.
 */
import { z } from 'zod';
import { invalidValue, msg } from './messages';

/**
 * The proof: the acting user's current password, and a current code when their TOTP is
 * on. Both optional here: a missing one answers 403 naming the field
 * (REAUTHENTICATION_FAILED), not 400.
 */
export const reauthenticationSchema = z.object({
  currentPassword: z.string(invalidValue).max(256, msg('validation.password_too_long')).optional(),
  code: z.string(invalidValue).max(16, msg('validation.totp_code_format')).optional(),
});
export type ReauthenticationInput = z.infer<typeof reauthenticationSchema>;

/**
 * The form's own check of the proof, before sending: the password, and a six-digit code
 * when the signed-in user has TOTP on (`hasTotp`, the profile's `totp_enabled`).
 */
export const reauthenticationFormSchema = (hasTotp: boolean) =>
  z.object({
    currentPassword: z
      .string({ error: () => msg('validation.current_password_required') })
      .min(1, msg('validation.current_password_required'))
      .max(256, msg('validation.password_too_long')),
    code: hasTotp
      ? z
          .string({ error: () => msg('validation.totp_code_required') })
          .trim()
          .min(1, msg('validation.totp_code_required'))
          .regex(/^\d{6}$/, msg('validation.totp_code_format'))
      : z.string(invalidValue).optional(),
  });
export type ReauthenticationForm = z.infer<ReturnType<typeof reauthenticationFormSchema>>;
