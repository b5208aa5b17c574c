import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '../../../../contracts/auth';

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
    <Modal opened={user !== null} onClose={props.onClose} title={t('users.confirm_title')} centered>
      {user && (
        <>
          <Text>{t('users.confirm_text', { email: user.email })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={props.onClose}>
              {t('users.cancel')}
            </Button>
            <Button color="red" loading={props.isDeleting} onClick={() => props.onConfirm(user)}>
              {t('users.confirm_delete')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
