import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { AuthProfile, UserListItem } from '#contracts/auth.ts';
import { AdminListPage, CardList, ListBody } from '#web/components/admin/list-page.tsx';
import { RowActions } from '#web/components/admin/row-actions.tsx';
import { useUsers } from '../api/list-users';
import { useWashers } from '../api/list-washers';
import { DeleteUserModal } from './delete-user-modal';

function UserRow(props: {
  user: UserListItem;
  washerName: string | undefined;
  isMe: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'users' });
  const { user, isMe } = props;
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="user-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap={6}>
            <Text fw={600}>{user.name}</Text>
            {isMe && (
              <Badge size="sm" variant="light">
                {t('you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color="blue" c="blue.9" data-testid="user-role-badge">
              {user.role === 'washer' && props.washerName
                ? t('role_washer_named', { name: props.washerName })
                : t(`roles.${user.role}`)}
            </Badge>
            <Badge size="sm" variant="outline" color={user.totp_enabled ? 'teal.9' : 'gray.7'}>
              {user.totp_enabled ? t('mfa_on') : t('mfa_off')}
            </Badge>
          </Group>
        </Stack>
        <RowActions
          t={t}
          editTo={`/admin/user/edit/${user.id}`}
          named={{ name: user.name }}
          tooltips={{ edit: t('edit'), delete: isMe ? t('delete_self_hint') : t('delete') }}
          isDeleteDisabled={isMe}
          onDelete={props.onDelete}
        />
      </Group>
    </Paper>
  );
}

/**
 * /admin/user/list: every user with their role (and a washer user's washer), with edit and delete (delete asks first, showing the email,
 * for the acting user's password).
 */
export function UserListPage() {
  const { t } = useTranslation('admin');
  const { user: me } = useOutletContext<{ user: AuthProfile }>();
  const users = useUsers();
  const washers = useWashers();
  const [toDelete, setToDelete] = useState<UserListItem | null>(null);
  return (
    <AdminListPage
      title={t('users.title')}
      newTo="/admin/user/create"
      newLabel={t('users.new')}
      width={880}
    >
      <ListBody t={t} query={users} rows={users.data} empty={t('users.empty')}>
        {(rows) => (
          <CardList label={t('users.title')}>
            {rows.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                washerName={washers.data?.find((w) => w.id === user.washerId)?.name}
                isMe={user.id === me.id}
                onDelete={() => setToDelete(user)}
              />
            ))}
          </CardList>
        )}
      </ListBody>
      <DeleteUserModal user={toDelete} onClose={() => setToDelete(null)} />
    </AdminListPage>
  );
}

export { UserListPage as Component };
