import { useEffect } from 'react';
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homeOf } from '#contracts/access.ts';
import { AdminBrand } from '#web/components/admin/admin-brand.tsx';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { useSession } from '../api/session';
import { SignInFields, useSignIn } from './sign-in-form';

/**
 * /admin: email and password; once the server answers TOTP_REQUIRED, the code of the
 * authenticator app too. Success goes to the role's home (`homeOf`: the dispatch board of
 * issue 14, the washer's day of issue 23); a user who is already logged in goes there at
 * once. The login's answer becomes the session's data, which the effect below follows.
 */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const session = useSession();
  const signIn = useSignIn({
    email: '',
    onSignedIn: () => {},
  });

  useEffect(() => {
    if (session.data) void navigate(homeOf(session.data.role), { replace: true });
  }, [session.data, navigate]);

  if (session.isPending || session.data) {
    return (
      <Center mih="100dvh">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  }

  return (
    <Box mih="100dvh" bg="gray.0" px="md" py="xl">
      <Stack maw={420} mx="auto" gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit">
            <Group gap="xs" wrap="nowrap">
              <AdminBrand size="lg" />
            </Group>
          </Anchor>
          <LanguageSwitch />
        </Group>
        <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={(e) => void signIn.onSubmit(e)} noValidate>
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {t('login.title')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('login.lead')}
                </Text>
              </div>
              <SignInFields signIn={signIn} />
              <Button type="submit" size="md" loading={signIn.isPending}>
                {signIn.isPending ? t('login.submitting') : t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Box>
  );
}

export { LoginPage as Component };
