import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  notDoneReasons,
  type JobProgressInput,
  type NotDoneReason,
} from '#contracts/washer-day.ts';

/**
 * The questions of a closing step: "done" takes an optional note, "could not be done" a
 * reason (required) and a note.
 */
export function StepDialog({
  step,
  onClose,
  onSave,
}: {
  step: 'done' | 'not_done' | null;
  onClose: () => void;
  onSave: (input: JobProgressInput) => void;
}) {
  const { t } = useTranslation('washer-day');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<NotDoneReason | ''>('');
  const isNotDone = step === 'not_done';
  const canSave = !isNotDone || reason !== '';

  function save() {
    if (!step || !canSave) return;
    const trimmed = note.trim();
    onSave({
      step,
      ...(isNotDone && reason ? { reason } : {}),
      ...(trimmed ? { note: trimmed } : {}),
    });
    setNote('');
    setReason('');
  }

  return (
    <Modal
      opened={step !== null}
      onClose={onClose}
      title={isNotDone ? t('not_done_title') : t('done_title')}
      closeButtonProps={{ 'aria-label': t('cancel') }}
      centered
    >
      <Stack>
        {isNotDone && (
          <Radio.Group
            label={t('reason')}
            value={reason}
            onChange={(value) => setReason(value as NotDoneReason)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {notDoneReasons.map((r) => (
                <Radio key={r} value={r} label={t(`reasons.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Textarea
          label={isNotDone ? t('note') : t('note_optional')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} disabled={!canSave} data-testid="step-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
