import {
  Alert,
  Anchor,
  Badge,
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
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import type { AuthProfile } from '../../../../contracts/auth';
import { showError, showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { useResetUserTotp } from '../api/reset-user-totp';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from './user-form';

function TotpReset({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const reset = useResetUserTotp(userId);
  return (
    <Button
      variant="light"
      color="orange"
      loading={reset.isPending}
      onClick={() =>
        reset.mutate(undefined, {
          onSuccess: () => showSuccess(t('users.mfa_reset_done')),
          onError: (error) => showError(error.message),
        })
      }
    >
      {t('users.mfa_reset')}
    </Button>
  );
}

/** /admin/user/edit/:userId: name, email and optionally a new password. */
export function UserEditPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { user: me } = useOutletContext<{ user: AuthProfile }>();
  const id = Number(useParams().userId);
  const user = useUser(Number.isInteger(id) ? id : 0);
  const update = useUpdateUser(id);

  let body;
  if (
    !Number.isInteger(id) ||
    id < 1 ||
    (user.error instanceof ApiError && user.error.status === 404)
  ) {
    body = <Alert color="yellow">{t('users.not_found')}</Alert>;
  } else if (user.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else if (user.isError) {
    body = <Alert color="red">{t('load_failed')}</Alert>;
  } else {
    body = (
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <UserForm
            key={user.data.id}
            mode="edit"
            initial={user.data}
            onSave={async (values) => {
              try {
                await update.mutateAsync(values);
              } catch (error) {
                showError(t('users.save_failed'));
                throw error;
              }
              showSuccess(t('users.updated'));
              void navigate('/admin/user/list');
            }}
          />
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="sm" align="flex-start">
            <Group gap="sm">
              <Text fw={600}>{t('users.mfa')}</Text>
              <Badge color={user.data.totp_enabled ? 'teal.9' : 'gray.7'}>
                {user.data.totp_enabled ? t('users.mfa_on') : t('users.mfa_off')}
              </Badge>
            </Group>
            {user.data.totp_enabled && user.data.id !== me.id && (
              <TotpReset userId={user.data.id} />
            )}
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/admin/user/list" size="sm">
        ← {t('users.back')}
      </Anchor>
      <Title order={1}>{t('users.edit_title')}</Title>
      {body}
    </Stack>
  );
}

export { UserEditPage as Component };
