import { Blockquote, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationAdmin } from '#contracts/notification.ts';
import { ConfirmDeleteModal } from '#web/components/admin/confirm-delete-modal.tsx';

/** Delete asks first, showing which notification goes. */
export function DeleteNotificationModal(props: {
  notification: NotificationAdmin | null;
  isDeleting: boolean;
  onConfirm: (notification: NotificationAdmin) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-notifications');
  const { notification } = props;
  return (
    <ConfirmDeleteModal
      opened={notification !== null}
      title={t('confirm_title')}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm_delete')}
      isDeleting={props.isDeleting}
      onConfirm={() => notification && props.onConfirm(notification)}
      onClose={props.onClose}
    >
      <Text>{t('confirm_text', { id: notification?.id ?? '' })}</Text>
      <Blockquote mt="sm" p="sm" style={{ overflowWrap: 'anywhere' }}>
        {notification?.message}
      </Blockquote>
    </ConfirmDeleteModal>
  );
}
