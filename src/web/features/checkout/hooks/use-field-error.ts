import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { isMessageKey } from '#contracts/messages.ts';
import type { ContactFormInput } from '#contracts/contact-form.ts';

/**
 * The text of a field's error: schema messages are keys ('validation.required'), translated
 * here; the server's field messages arrive translated and are shown as they are.
 */
export function useFieldError(errors: FieldErrors<ContactFormInput>) {
  const { t } = useTranslation();
  return (name: keyof ContactFormInput): string | undefined => {
    const message = errors[name]?.message;
    if (typeof message !== 'string' || message === '') return undefined;
    return isMessageKey(message) ? t(message) : message;
  };
}
