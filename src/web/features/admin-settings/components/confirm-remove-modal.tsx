import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '#web/components/admin/confirm-delete-modal.tsx';

/** Asks before a stored row is deleted on the server (its own DELETE call). */
export function ConfirmRemoveModal(props: {
  title: string;
  text: string | null;
  isRemoving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  return (
    <ConfirmDeleteModal
      opened={props.text !== null}
      title={props.title}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
      isDeleting={props.isRemoving}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <Text>{props.text}</Text>
    </ConfirmDeleteModal>
  );
}
