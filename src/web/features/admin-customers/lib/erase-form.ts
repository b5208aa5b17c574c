import { totpCodeSchema } from '../../../../contracts/auth';
import type { CustomerEraseInput } from '../../../../contracts/customer-data';
import { msg } from '../../../../contracts/messages';

/** What the erase dialog asks: the acting user's password, and a code when their TOTP is on. */
export interface EraseFormValues {
  currentPassword: string;
  code: string;
}
export type EraseField = keyof EraseFormValues;
export type EraseFormErrors = Partial<Record<EraseField, string>>;

const fields: readonly EraseField[] = ['currentPassword', 'code'];

/** Message keys of what can be told before asking the server (which checks it all again). */
export function checkEraseForm(values: EraseFormValues, needsCode: boolean): EraseFormErrors {
  const errors: EraseFormErrors = {};
  if (values.currentPassword === '') {
    errors.currentPassword = msg('validation.current_password_required');
  }
  if (needsCode) {
    const code = totpCodeSchema.safeParse(values.code);
    if (!code.success) {
      errors.code =
        values.code.trim() === ''
          ? msg('validation.totp_code_required')
          : msg('validation.totp_code_format');
    }
  }
  return errors;
}

/** The request body: the code only when the user has TOTP on. */
export function eraseRequest(
  email: string,
  values: EraseFormValues,
  needsCode: boolean,
): CustomerEraseInput {
  return needsCode
    ? { email, currentPassword: values.currentPassword, code: values.code.trim() }
    : { email, currentPassword: values.currentPassword };
}

/**
 * What a refused erasure shows: a message the server put on the password or the code (the
 * 403 of a failed re-authentication) under that field; anything else (throttling, a
 * failure) as one message in the dialog.
 */
export function eraseFailure(error: { fields: Record<string, string>; message: string }): {
  fields: EraseFormErrors;
  message: string | null;
} {
  const named: EraseFormErrors = {};
  for (const field of fields) {
    const text = error.fields[field];
    if (text) named[field] = text;
  }
  return Object.keys(named).length > 0
    ? { fields: named, message: null }
    : { fields: {}, message: error.message };
}
