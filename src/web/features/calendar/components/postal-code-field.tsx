import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The message key for a postal code, or null when it is five digits. */
export function postalCodeError(value: string): string | null {
  if (value === '') return 'validation.required';
  return /^\d{5}$/.test(value) ? null : 'validation.postal_code_digits';
}

/**
 * The postal code: required, digits only (anything else is dropped as it is typed), at
 * most five (customer spec section 2). The error shows once the field was left, or at
 * once when it holds five characters that are wrong.
 */
export function PostalCodeField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation();
  const [isTouched, setTouched] = useState(false);
  const error = isTouched ? postalCodeError(value) : null;
  return (
    <TextInput
      label={t('postal_code.label')}
      description={t('postal_code.hint')}
      placeholder="00100"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
      onBlur={() => setTouched(true)}
      error={error ? tc(error) : undefined}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      required
      size="md"
      maw={340}
      data-testid="calendar-postal-code"
    />
  );
}
