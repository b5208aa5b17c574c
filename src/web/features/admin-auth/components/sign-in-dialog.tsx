import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authErrorCodes, loginRequestSchema, type LoginRequest } from '#contracts/auth.ts';
import { isApiError } from '#web/lib/api/client.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useLogin } from '../api/login';

/**
 * The session ran out while a page was open (decision 047): sign in again here, password
 * and then the TOTP code when the user has one, without leaving the page, so an unsaved
 * form stays as it was; afterwards the user saves again.
 */
export function SignInDialog(props: { email: string; opened: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const login = useLogin();
  const [isTotpAsked, setTotpAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    values: { email: props.email, password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(isTotpAsked ? values : { ...values, totp: undefined });
      setTotpAsked(false);
      form.reset({ email: props.email, password: '' });
      props.onSignedIn();
    } catch (error) {
      if (isApiError(error, authErrorCodes.totpRequired)) {
        setTotpAsked(true);
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['password', 'totp'])) return;
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

  return (
    <Modal
      opened={props.opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('session_lost.title')}
      data-testid="sign-in-dialog"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('session_lost.text')}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            readOnly
            {...form.register('email')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }}
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            readOnly={isTotpAsked}
            error={errorText(t, errors.password?.message)}
            {...form.register('password')}
          />
          {isTotpAsked && (
            <TextInput
              label={t('login.totp')}
              description={t('login.totp_hint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              withAsterisk
              autoFocus
              error={errorText(t, errors.totp?.message)}
              {...form.register('totp')}
            />
          )}
          <Button type="submit" loading={login.isPending}>
            {t('session_lost.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
