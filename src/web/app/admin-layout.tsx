import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  AppShell,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { homeOf } from '#contracts/access.ts';
import type { AuthProfile } from '#contracts/auth.ts';
import { AdminBrand } from '../components/admin/admin-brand';
import { LanguageSwitch } from '../components/ui/language-switch';
import { showSuccess } from '../components/ui/toast';
import { useLogout } from '../features/admin-auth/api/logout';
import { useSession } from '../features/admin-auth/api/session';
import { DemoSellerAlert } from '../features/admin-settings/components/demo-seller-alert';
import { SignInDialog } from '../features/admin-auth/components/sign-in-dialog';
import { ApiError, sessionLostEvent } from '../lib/api/client';
import { adminIcons } from './admin-icons';
import { menuEntryOf, menuOf } from './admin-menu';
import { useHeadingFocusOnNavigation } from './heading-focus';
import { RouteBoundary } from './page-boundary';
import classes from './site-layout.module.css';

const profilePath = '/admin/profile';

function Loading() {
  const { t } = useTranslation('admin');
  return (
    <Center py="xl" mih={200}>
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

function LogoutButton({ user, onDone }: { user: AuthProfile; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const logout = useLogout();
  return (
    <Button
      variant="light"
      color="gray"
      leftSection={adminIcons.logout}
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: onDone })}
      data-testid="logout"
    >
      {t('nav.logout_named', { name: user.name })}
    </Button>
  );
}

/**
 * The frame of every back-office page but /admin: header with the menu button on phones,
 * the language switch and the log-out button showing the user's name; the menu of admin
 * spec section 2; the page. Without a session the API client has already sent the browser
 * to /admin; while MFA_REQUIRED waits for enrolment, only the profile page is open.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [isMenuOpen, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  // A phone's menu closes when a page is chosen.
  useEffect(() => closeMenu(), [pathname, closeMenu]);
  useHeadingFocusOnNavigation('admin-main');
  // The session ran out under an open page: sign in again in a dialog, the page kept.
  const [isSessionLost, setSessionLost] = useState(false);
  const hasUser = session.data !== undefined;
  useEffect(() => {
    if (!hasUser) return;
    const onLost = (event: Event) => {
      event.preventDefault();
      setSessionLost(true);
    };
    window.addEventListener(sessionLostEvent, onLost);
    return () => window.removeEventListener(sessionLostEvent, onLost);
  }, [hasUser]);

  if (session.isPending) return <Loading />;
  if (session.isError && !hasUser) {
    if (session.error instanceof ApiError && session.error.status === 401) return <Loading />;
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center">
          <Alert color="red" role="alert">
            {t('load_failed')}
          </Alert>
          <Button onClick={() => void session.refetch()}>{t('retry')}</Button>
        </Stack>
      </Center>
    );
  }
  const user = session.data;
  if (!user) return <Loading />;
  if (user.mfa_enrolment_required && pathname !== profilePath) {
    return <Navigate to={profilePath} replace />;
  }
  const current = menuEntryOf(pathname);
  const afterLogout = () => void navigate('/admin', { replace: true });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#admin-main" className={classes.skip}>
        {t('app.skip_to_content', { ns: 'common' })}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isMenuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
              aria-expanded={isMenuOpen}
              aria-controls="admin-menu"
            />
            <Anchor
              component={Link}
              to={homeOf(user.role)}
              underline="never"
              className={classes.brand}
              miw={0}
            >
              <AdminBrand />
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <Group visibleFrom="sm">
              <LogoutButton user={user} onDone={afterLogout} />
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="admin-menu">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label={t('nav.label')}>
            {menuOf(user.role).map((entry) => (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={t(`nav.${entry.label}`)}
                leftSection={adminIcons[entry.label]}
                active={current?.to === entry.to}
                variant="filled"
                aria-current={current?.to === entry.to ? 'page' : undefined}
              />
            ))}
          </nav>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <NavLink
            component={Link}
            to={profilePath}
            label={t('nav.profile')}
            leftSection={adminIcons.profile}
            active={pathname === profilePath}
            variant="filled"
          />
          <NavLink component={Link} to="/" label={t('nav.site')} leftSection={adminIcons.site} />
          <Stack hiddenFrom="sm" mt="sm">
            <LogoutButton user={user} onDone={afterLogout} />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="admin-main" bg="gray.0">
        {user.role === 'admin' && <DemoSellerAlert />}
        <RouteBoundary fallback={<Loading />}>
          <Outlet context={{ user }} />
        </RouteBoundary>
      </AppShell.Main>
      <SignInDialog
        email={user.email}
        opened={isSessionLost}
        onSignedIn={() => {
          setSessionLost(false);
          showSuccess(t('session_lost.signed_in'));
        }}
      />
    </AppShell>
  );
}

export { AdminLayout as Component };
