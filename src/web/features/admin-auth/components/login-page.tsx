import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authErrorCodes, loginRequestSchema, type LoginRequest } from '#contracts/auth.ts';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { showError } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useLogin } from '../api/login';
import { useSession } from '../api/session';

/** Where a login lands: the dispatch board, the office's working page (issue 14). */
const dashboard = '/admin/dispatch';

/**
 * /admin: email and password; once the server answers TOTP_REQUIRED, the code of the
 * authenticator app too. Success goes to the dispatch board (issue 14; the admin spec's
 * dashboard before); a user who is already logged in goes there at once.
 */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const [isTotpAsked, setTotpAsked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const totpRef = useRef<HTMLInputElement>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (session.data) void navigate(dashboard, { replace: true });
  }, [session.data, navigate]);
  useEffect(() => {
    if (isTotpAsked) totpRef.current?.focus();
  }, [isTotpAsked]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(isTotpAsked ? values : { ...values, totp: undefined });
      void navigate(dashboard, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === authErrorCodes.totpRequired) {
        setTotpAsked(true);
        return;
      }
      if (applyServerFieldErrors(error, form.setError, ['email', 'password', 'totp'])) return;
      const message =
        error instanceof ApiError && error.code === authErrorCodes.invalidCredentials
          ? t('login.failed')
          : error instanceof Error
            ? error.message
            : t('load_failed');
      setFailure(message);
      showError(message);
      setTotpAsked(false);
      form.setValue('password', '');
      form.setValue('totp', undefined);
    }
  });

  if (session.isPending || session.data) {
    return (
      <Center mih="100dvh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }

  return (
    <Box mih="100dvh" bg="gray.0" px="md" py="xl">
      <Stack maw={420} mx="auto" gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Group gap="xs" wrap="nowrap">
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Text fw={800} size="lg">
                {t('brand')}
              </Text>
            </Group>
          </Anchor>
          <LanguageSwitch />
        </Group>
        <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {t('login.title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('login.lead')}
                </Text>
              </div>
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
                withAsterisk
                readOnly={isTotpAsked}
                error={errorText(t, errors.email?.message)}
                {...form.register('email')}
              />
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }}
                label={t('login.password')}
                autoComplete="current-password"
                withAsterisk
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
                    error={errorText(t, errors.totp?.message)}
                    {...form.register('totp')}
                    ref={(element) => {
                      form.register('totp').ref(element);
                      totpRef.current = element;
                    }}
                  />
                </>
              )}
              <Button type="submit" size="md" loading={login.isPending}>
                {login.isPending ? t('login.submitting') : t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}

export { LoginPage as Component };
