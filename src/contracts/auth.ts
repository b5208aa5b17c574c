/**
 * Back-office sessions (decisions 016 and 041): the login with an optional TOTP code, the profile
 * of the logged-in user, two-factor enrolment, and the path parameters of the user calls.
 */
import { z } from 'zod';
import { idSchema } from './common';
import { invalidValue, msg, requiredOr } from './messages';
import { loginInputSchema, staffRoleSchema, userSchema } from './user';

/** A six-digit code of an authenticator app (RFC 6238, 30-second steps). */
export const totpCodeSchema = z
  .string(requiredOr('validation.totp_code_format'))
  .trim()
  .regex(/^\d{6}$/, msg('validation.totp_code_format'));

/** POST auth/login: the code is sent on the second step, once the server asked for it. */
export const loginRequestSchema = loginInputSchema.extend({ totp: totpCodeSchema.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * GET auth: the logged-in user. `mfa_required`: the server's MFA_REQUIRED (TOTP cannot be
 * turned off); `mfa_enrolment_required`: MFA_REQUIRED and no TOTP yet.
 */
export const authProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** What the user may do (src/contracts/access.ts); `washerId` is null unless a washer. */
  role: staffRoleSchema,
  washerId: idSchema.nullable(),
  totp_enabled: z.boolean(),
  mfa_required: z.boolean(),
  mfa_enrolment_required: z.boolean(),
});
export type AuthProfile = z.infer<typeof authProfileSchema>;

/** POST auth/totp/setup: a new secret to scan; it is confirmed with a first code. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_data_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST auth/totp/enable and auth/totp/disable. */
export const totpCodeInputSchema = z.object({ code: totpCodeSchema }, invalidValue);
export type TotpCodeInput = z.infer<typeof totpCodeInputSchema>;

/** A user in the back office's list: never the password or the secret. */
export const userListItemSchema = userSchema.extend({ totp_enabled: z.boolean() });
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Codes of the auth answers the browser reacts to. */
export const authErrorCodes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  totpRequired: 'TOTP_REQUIRED',
  mfaEnrolmentRequired: 'MFA_ENROLMENT_REQUIRED',
} as const;

/** The proof of a sensitive change (decision 041): see reauthentication.ts. */
export { reauthenticationSchema, type ReauthenticationInput } from './reauthentication';
