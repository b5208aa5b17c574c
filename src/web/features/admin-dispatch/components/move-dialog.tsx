import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { formatDay, formatTime } from '#web/lib/format-date.ts';
import type { Move } from './day-board';

/** A move asks first: where to, and whether the customer gets a mail (ticked). */
export function MoveDialog(props: {
  move: Move | null;
  washerName: string | undefined;
  isSaving: boolean;
  onConfirm: (notifyCustomer: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const [notify, setNotify] = useState(true);
  const { move } = props;
  return (
    <Modal
      opened={move !== null}
      onClose={props.onClose}
      title={t('move_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      {move ? (
        <>
          <Text data-testid="move-summary">
            {t('move_text', {
              id: move.job.orderId,
              name: move.job.customer.name,
              washer: props.washerName ?? '',
              day: formatDay(move.date, i18n.language),
              time: formatTime(formatTimeOfDay(move.target.startMinutes), i18n.language),
            })}
          </Text>
          <Checkbox
            mt="md"
            label={t('notify_customer')}
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button loading={props.isSaving} onClick={() => props.onConfirm(notify)}>
              {t('move_confirm')}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
