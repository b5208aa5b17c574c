import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authErrorCodes, loginRequestSchema, type LoginRequest } from '#contracts/auth.ts';
import { isApiError } from '#web/lib/api/client.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useLogin } from '../api/login';

/**
 * Signing in, shared by the login page and the dialog of an expired session: e-mail and
 * password, then the authenticator's code once the server answers TOTP_REQUIRED; a refusal
 * empties the password and the code and says why.
 */
export function useSignIn(options: { email: string; onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const login = useLogin();
  const [isTotpAsked, setTotpAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    values: { email: options.email, password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(isTotpAsked ? values : { ...values, totp: undefined });
      setTotpAsked(false);
      options.onSignedIn();
    } catch (error) {
      if (isApiError(error, authErrorCodes.totpRequired)) {
        setTotpAsked(true);
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['email', 'password', 'totp'])) return;
      setFailure(
        isApiError(error, authErrorCodes.invalidCredentials)
          ? t('login.failed')
          : error instanceof Error
            ? error.message
            : t('load_failed'),
      );
      setTotpAsked(false);
      form.setValue('password', '');
      form.setValue('totp', undefined);
    }
  });

  return { form, isTotpAsked, failure, onSubmit, isPending: login.isPending };
}

/** The fields of `useSignIn`: the refusal, e-mail (fixed when signing in again), password, code. */
export function SignInFields(props: {
  signIn: ReturnType<typeof useSignIn>;
  isEmailFixed?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { form, isTotpAsked, failure } = props.signIn;
  const { errors } = form.formState;
  return (
    <>
      {failure && (
        <Alert color="red" role="alert" data-testid="login-error">
          {failure}
        </Alert>
      )}
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        withAsterisk={!props.isEmailFixed}
        readOnly={props.isEmailFixed || isTotpAsked}
        error={errorText(t, errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordInput
        visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }}
        label={t('login.password')}
        autoComplete="current-password"
        withAsterisk
        data-autofocus={props.isEmailFixed || undefined}
        readOnly={isTotpAsked}
        error={errorText(t, errors.password?.message)}
        {...form.register('password')}
      />
      {isTotpAsked && (
        <>
          <Alert color="blue">{t('login.totp_needed')}</Alert>
          <TextInput
            label={t('login.totp')}
            description={t('login.totp_hint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            withAsterisk
            // The code field appears only after the password was sent: the user types on.
            autoFocus
            error={errorText(t, errors.totp?.message)}
            {...form.register('totp')}
          />
        </>
      )}
    </>
  );
}
