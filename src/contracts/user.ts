/**
 * Back-office users: the login, the user form (create and edit, admin spec section 5) and
 * the API payloads of POST auth/register and PUT users/{id}.
 */
import { z } from 'zod';
import { staffRoles, type StaffRole } from './access';
import { idSchema } from './common';
import { emailSchema } from './email';
import { invalidValue, msg, requiredOr } from './messages';
import { reauthenticationFormSchema, reauthenticationSchema } from './reauthentication';

export const userNameSchema = z
  .string(invalidValue)
  .trim()
  .min(1, msg('validation.required'))
  .min(3, msg('validation.name_too_short'))
  .max(56, msg('validation.name_too_long'));

/** At least 8 characters; at most 128 so that hashing stays cheap. */
export const passwordSchema = z
  .string(invalidValue)
  .min(1, msg('validation.required'))
  .min(8, msg('validation.password_too_short'))
  .max(128, msg('validation.password_too_long'));

/** On edit an empty password keeps the current one. */
const optionalPasswordSchema = z
  .string(invalidValue)
  .max(128, msg('validation.password_too_long'))
  .refine((value) => value === '' || value.length >= 8, msg('validation.password_too_short'))
  .optional();

/** POST auth/login. The password is not checked against the policy here: only for presence. */
export const loginInputSchema = z.object(
  {
    email: emailSchema,
    password: z
      .string(invalidValue)
      .min(1, msg('validation.required'))
      .max(128, msg('validation.password_too_long')),
  },
  invalidValue,
);
export type LoginInput = z.infer<typeof loginInputSchema>;

export const staffRoleSchema = z.enum(staffRoles, invalidValue);

/**
 * A user's role and, for a washer, which washer they are (decision 058). The server checks
 * that a washer user names a washer that exists (`washerId`, 400) and ignores it otherwise.
 */
const roleFields = {
  role: staffRoleSchema.optional(),
  washerId: idSchema.nullable().optional(),
};

/** POST auth/register: the role is `office` unless told otherwise. */
export const createUserInputSchema = z.object(
  {
    name: userNameSchema,
    email: emailSchema,
    password: passwordSchema,
    ...roleFields,
  },
  invalidValue,
);
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** PUT users/{id}: an absent or empty password is left unchanged. */
export const updateUserInputSchema = createUserInputSchema.extend({
  password: optionalPasswordSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** PUT users/{id} as sent: a new password comes with the acting user's proof (decision 041). */
export const updateUserRequestSchema = updateUserInputSchema.extend(reauthenticationSchema.shape);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

const confirmation = {
  passwordConfirmation: z.string(requiredOr('validation.passwords_must_match')).optional(),
};
const passwordsMatch = (form: { password?: string; passwordConfirmation?: string }) =>
  (form.password ?? '') === (form.passwordConfirmation ?? '');
const mismatch = {
  message: msg('validation.passwords_must_match'),
  path: ['passwordConfirmation'],
};

/** A washer user names their washer (the server answers 400 `washerId` too). */
const washerNamed = (form: { role?: string; washerId?: number | null }) =>
  form.role !== 'washer' || (form.washerId ?? null) !== null;
const washerMissing = { message: msg('validation.required'), path: ['washerId'] };

export const createUserFormSchema = createUserInputSchema
  .extend(confirmation)
  .refine(passwordsMatch, mismatch)
  .refine(washerNamed, washerMissing);
export type CreateUserForm = z.infer<typeof createUserFormSchema>;

export const updateUserFormSchema = updateUserInputSchema
  .extend(confirmation)
  .refine(passwordsMatch, mismatch);
export type UpdateUserForm = z.infer<typeof updateUserFormSchema>;

/** Does the form give the user another role, or a washer user another washer (as the server sees it)? */
export function isAccessChanged(
  initial: { role: StaffRole; washerId: number | null } | undefined,
  form: { role?: StaffRole; washerId?: number | null },
): boolean {
  if (form.role === undefined) return false;
  const washerId = form.role === 'washer' ? (form.washerId ?? null) : null;
  return initial?.role !== form.role || initial.washerId !== washerId;
}

/**
 * The edit form as the browser checks it: a new password, or a role or washer other than
 * `initial` (the user's as loaded), also asks for the acting user's current password, and their
 * code when their TOTP is on (`hasTotp`); decision 041.
 */
export const updateUserProofFormSchema = (
  hasTotp: boolean,
  initial?: { role: StaffRole; washerId: number | null },
) =>
  updateUserInputSchema
    .extend({ ...confirmation, ...reauthenticationSchema.shape })
    .refine(passwordsMatch, mismatch)
    .refine(washerNamed, washerMissing)
    .superRefine((form, ctx) => {
      const isRoleChanged = form.role !== undefined && isAccessChanged(initial, form);
      if (!form.password && !isRoleChanged) return;
      const proof = reauthenticationFormSchema(hasTotp).safeParse(form);
      for (const issue of proof.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    });
export type UpdateUserProofForm = z.infer<ReturnType<typeof updateUserProofFormSchema>>;

/** A user as listed; never the password. */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** The washer a `washer` user is; null for the other roles. */
  washerId: idSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET auth: the logged-in user. */
export const authUserSchema = z.object({ id: idSchema, name: z.string() });
export type AuthUser = z.infer<typeof authUserSchema>;
