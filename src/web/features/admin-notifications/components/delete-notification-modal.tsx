import { Blockquote, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationAdmin } from '../../../../contracts/notification';

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
    <Modal
      opened={notification !== null}
      onClose={props.onClose}
      title={t('confirm_title')}
      centered
    >
      {notification && (
        <>
          <Text>{t('confirm_text', { id: notification.id })}</Text>
          <Blockquote mt="sm" p="sm" style={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Blockquote>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              loading={props.isDeleting}
              onClick={() => props.onConfirm(notification)}
            >
              {t('confirm_delete')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
