import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { AuthProfile, UserListItem } from '#contracts/auth.ts';
import { ReauthenticationModal } from '#web/components/admin/reauthentication-modal.tsx';
import { showSuccess } from '#web/components/ui/toast.ts';
import { useDeleteUser } from '../api/delete-user';

/**
 * Delete asks for confirmation in a modal that shows the user's email (admin spec section
 * 2), with the acting user's own password, and code when their TOTP is on (decision 041).
 */
export function DeleteUserModal(props: { user: UserListItem | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { user: me } = useOutletContext<{ user: AuthProfile }>();
  const remove = useDeleteUser();
  const { user } = props;
  return (
    <ReauthenticationModal
      opened={user !== null}
      title={t('users.confirm_title')}
      confirmLabel={t('users.confirm_delete')}
      hasTotp={me.totp_enabled}
      failed={(reason) => t('users.delete_failed', { reason })}
      onConfirm={async (proof) => {
        if (!user) return;
        await remove.mutateAsync({ id: user.id, proof });
        showSuccess(t('users.deleted'));
      }}
      onClose={props.onClose}
    >
      <Text>{t('users.confirm_text', { email: user?.email ?? '' })}</Text>
    </ReauthenticationModal>
  );
}
