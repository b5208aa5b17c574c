import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <Modal opened={props.text !== null} onClose={props.onClose} title={props.title} centered>
      <Text>{props.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={props.isRemoving} onClick={props.onConfirm}>
          {t('confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
