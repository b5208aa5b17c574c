import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isMessageKey } from '#contracts/messages.ts';
import { ApiError } from './api/client';

/**
 * Text of a form error: the zod schemas give message keys ('validation.required'),
 * translated here; the server's field messages arrive already translated and are shown
 * as they are (never passed through t(), whose ':' and '.' have meanings).
 */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? t(message, { ns: 'common' }) : message;
}

/** Puts the fields of a 400 answer on the form's fields; true when it named any field. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let named = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      named = true;
    }
  }
  return named;
}
