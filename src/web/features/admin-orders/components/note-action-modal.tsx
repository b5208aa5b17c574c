import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { useNoteAction, type NoteAction } from '../api/order-life';
import { LifeActionModal } from './life-action-modal';

const keyOf: Record<NoteAction, string> = {
  markOrderDone: 'mark_done',
};

/** Mark done, with an optional note for the history. */
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
    <LifeActionModal
      title={t(`life.${key}`)}
      opened={props.opened}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitLabel={t(`life.${key}`)}
      isPending={call.isPending}
    >
      <Textarea
        label={t('life.note')}
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </LifeActionModal>
  );
}
