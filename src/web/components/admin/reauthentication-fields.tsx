import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '#web/lib/form-errors.ts';

/**
 * The acting user's proof before a sensitive change (decision 041): their own current
 * password, and their authenticator's code when their TOTP is on. `errors` are message
 * keys of the form's check or the server's texts (a 403 names the field).
 */
export function ReauthenticationFields(props: {
  hasTotp: boolean;
  password: UseFormRegisterReturn<'currentPassword'>;
  code: UseFormRegisterReturn<'code'>;
  errors: { currentPassword?: string; code?: string };
  isAutoFocus?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { hasTotp, errors } = props;
  const passwordError = errorText(t, errors.currentPassword);
  return (
    <Stack gap="sm" data-testid="reauthentication">
      <Text size="sm">{hasTotp ? t('reauth.intro_code') : t('reauth.intro')}</Text>
      <PasswordInput
        label={t('reauth.current_password')}
        autoComplete="current-password"
        withAsterisk
        error={passwordError}
        // Mantine marks only a TextInput's own input invalid for screen readers.
        aria-invalid={passwordError !== undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }}
        data-autofocus={props.isAutoFocus ? true : undefined}
        {...props.password}
      />
      {hasTotp && (
        <TextInput
          label={t('reauth.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          withAsterisk
          error={errorText(t, errors.code)}
          {...props.code}
        />
      )}
    </Stack>
  );
}
