import { useState } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminListPage, ListLoadState } from '#web/components/admin/list-page.tsx';
import { Link, useOutletContext } from 'react-router';
import type { AuthProfile, UserListItem } from '#contracts/auth.ts';
import { useUsers } from '../api/list-users';
import { DeleteUserModal } from './delete-user-modal';
import { deleteIcon, editIcon } from '#web/components/admin/icons.tsx';

function UserRow(props: { user: UserListItem; isMe: boolean; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const { user, isMe } = props;
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="user-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap={6}>
            <Text fw={600}>{user.name}</Text>
            {isMe && (
              <Badge size="sm" variant="light">
                {t('users.you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
          <Badge size="sm" variant="outline" color={user.totp_enabled ? 'teal.9' : 'gray.7'}>
            {user.totp_enabled ? t('users.mfa_on') : t('users.mfa_off')}
          </Badge>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t('users.edit')}>
            <ActionIcon
              component={Link}
              to={`/admin/user/edit/${user.id}`}
              variant="light"
              size="lg"
              aria-label={t('users.edit_named', { name: user.name })}
            >
              {editIcon}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={isMe ? t('users.delete_self_hint') : t('users.delete')}>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              disabled={isMe}
              onClick={props.onDelete}
              aria-label={t('users.delete_named', { name: user.name })}
            >
              {deleteIcon}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /admin/user/list: every user, with edit and delete (delete asks first, showing the email,
 * for the acting user's password).
 */
export function UserListPage() {
  const { t } = useTranslation('admin');
  const { user: me } = useOutletContext<{ user: AuthProfile }>();
  const users = useUsers();
  const [toDelete, setToDelete] = useState<UserListItem | null>(null);
  return (
    <AdminListPage
      title={t('users.title')}
      newTo="/admin/user/create"
      newLabel={t('users.new')}
      width={880}
    >
      <ListLoadState
        query={users}
        texts={{ loading: t('loading'), loadFailed: t('load_failed'), retry: t('retry') }}
      />
      {users.data?.length === 0 && <Text c="dimmed">{t('users.empty')}</Text>}
      {users.data && users.data.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('users.title')}
        >
          {users.data.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isMe={user.id === me.id}
              onDelete={() => setToDelete(user)}
            />
          ))}
        </Stack>
      )}
      <DeleteUserModal
        user={toDelete}
        hasTotp={me.totp_enabled}
        onClose={() => setToDelete(null)}
      />
    </AdminListPage>
  );
}

export { UserListPage as Component };
