import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext } from 'react-router';
import { canCall, homeOf, type GuardedRoute } from '#contracts/access.ts';
import type { AuthProfile } from '#contracts/auth.ts';

/** What a user whose role may not use a page sees there, with a way to their own first page. */
function NotAllowed({ user }: { user: AuthProfile }) {
  const { t } = useTranslation('admin');
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center" data-testid="not-allowed">
        <Title order={1}>{t('not_allowed.title')}</Title>
        <Text>{t('not_allowed.text')}</Text>
        <Button component={Link} to={homeOf(user.role)}>
          {t('not_allowed.home')}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The one check of a back-office page (admin-routes.tsx' `requires`): the page's main route
 * must be open to the user's role (src/contracts/access.ts), else "not allowed" instead of the
 * page, so it never loads or calls the server only to be refused.
 */
export function RoleGate({ route }: { route: GuardedRoute }) {
  const context = useOutletContext<{ user: AuthProfile }>();
  if (!canCall(context.user.role, route)) return <NotAllowed user={context.user} />;
  return <Outlet context={context} />;
}
