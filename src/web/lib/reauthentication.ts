import type { ReauthenticationForm, ReauthenticationInput } from '#contracts/reauthentication.ts';
import { ApiError } from './api/client';

const proofFields = ['currentPassword', 'code'] as const;
type ProofField = (typeof proofFields)[number];

/** The proof as sent (decision 041): the code only when the acting user has TOTP on. */
export function proofOf(values: ReauthenticationForm, hasTotp: boolean): ReauthenticationInput {
  return hasTotp
    ? { currentPassword: values.currentPassword, code: values.code?.trim() ?? '' }
    : { currentPassword: values.currentPassword };
}

/**
 * Puts a refused proof (403 REAUTHENTICATION_FAILED names `currentPassword` or `code`) on
 * its field and empties that field (a wrong password is not kept; a code is used once).
 * True when the error named either.
 */
export function applyProofRefusal(
  error: unknown,
  form: {
    setError: (name: ProofField, error: { type: string; message: string }) => void;
    setValue: (name: ProofField, value: string) => void;
  },
): boolean {
  if (!(error instanceof ApiError)) return false;
  let isNamed = false;
  for (const field of proofFields) {
    const message = error.fields[field];
    if (!message) continue;
    form.setValue(field, '');
    form.setError(field, { type: 'server', message });
    isNamed = true;
  }
  return isNamed;
}
