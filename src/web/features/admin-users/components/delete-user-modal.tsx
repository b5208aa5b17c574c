import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '../../../../contracts/auth';
import { ConfirmDeleteModal } from '../../../components/admin/confirm-delete-modal';

/** Delete asks for confirmation in a modal that shows the user's email (admin spec section 2). */
export function DeleteUserModal(props: {
  user: UserListItem | null;
  isDeleting: boolean;
  onConfirm: (user: UserListItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { user } = props;
  return (
    <ConfirmDeleteModal
      opened={user !== null}
      title={t('users.confirm_title')}
      cancelLabel={t('users.cancel')}
      confirmLabel={t('users.confirm_delete')}
      isDeleting={props.isDeleting}
      onConfirm={() => user && props.onConfirm(user)}
      onClose={props.onClose}
    >
      <Text>{t('users.confirm_text', { email: user?.email ?? '' })}</Text>
    </ConfirmDeleteModal>
  );
}
