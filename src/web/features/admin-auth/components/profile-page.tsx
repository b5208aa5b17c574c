import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { AuthProfile } from '#contracts/auth.ts';
import { TotpSection } from './totp-section';

/** /admin/profile: the logged-in user's name and email, and two-factor authentication. */
export function ProfilePage() {
  const { t } = useTranslation('admin');
  const { user } = useOutletContext<{ user: AuthProfile }>();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('profile.title')}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Text size="sm" c="dimmed">
                {t('profile.name')}
              </Text>
              <Text fw={600}>{user.name}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('profile.email')}
              </Text>
              <Text fw={600} style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Text>
            </div>
          </SimpleGrid>
          <Divider />
          <TotpSection profile={user} canDisable={!user.mfa_required} />
        </Stack>
      </Paper>
    </Stack>
  );
}

export { ProfilePage as Component };
