import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { useNoteAction, type NoteAction } from '../api/order-life';

const keyOf: Record<NoteAction, string> = {
  markOrderPaid: 'mark_paid',
  markOrderDone: 'mark_done',
  recordOrderRefund: 'record_refund',
};

/** Mark paid, mark done or record the refund, with an optional note for the history. */
export function NoteActionModal(props: {
  orderId: number;
  action: NoteAction;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  const call = useNoteAction(props.orderId, props.action);
  const [note, setNote] = useState('');
  const key = keyOf[props.action];

  const submit = async () => {
    try {
      await call.mutateAsync(note.trim() ? { note: note.trim() } : {});
      showSuccess(t(`life.${key}_toast`));
      setNote('');
      props.onClose();
    } catch (error) {
      showError(error instanceof Error ? error.message : t('save_failed'));
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('life.close') }}
      title={t(`life.${key}`)}
      centered
    >
      <Stack gap="md">
        <Textarea
          label={t('life.note')}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('life.close')}
          </Button>
          <Button loading={call.isPending} onClick={() => void submit()}>
            {t(`life.${key}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
