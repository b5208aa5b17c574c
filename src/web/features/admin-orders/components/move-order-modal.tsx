import { Alert, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { useRescheduleOrder, useWashers } from '../api/order-life';
import { LifeActionModal } from './life-action-modal';

/** A valid instant from the Helsinki day and time typed, or null. */
function startOf(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    return helsinkiInstant(date, time).toISOString();
  } catch {
    return null;
  }
}

/**
 * Move a job to any washer, day and start; the server refuses an overlap (SLOT_TAKEN). A
 * day within a consumer's withdrawal period offers to record their request to start then
 * (decision 085).
 */
export function MoveOrderModal(props: {
  order: StoredOrder;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const { order } = props;
  const washers = useWashers();
  const move = useRescheduleOrder(order.id);
  const [cleanerId, setCleanerId] = useState(String(order.cleanerId ?? ''));
  const [date, setDate] = useState(order.shipping_day ?? '');
  const [time, setTime] = useState(order.starting ?? '08:00');
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const [earlyStartRequested, setEarlyStartRequested] = useState(false);
  const until = order.early_start_needed_until ?? null;
  const isInWithdrawalPeriod = until !== null && date !== '' && date <= until;
  const [fields, setFields] = useState<Record<string, string>>({});
  const [isTaken, setIsTaken] = useState(false);

  const submit = async () => {
    setIsTaken(false);
    const start = startOf(date, time);
    if (start === null || !cleanerId) {
      setFields({
        ...(start === null ? { start: t('life.start_invalid') } : {}),
        ...(cleanerId ? {} : { cleanerId: t('life.washer_required') }),
      });
      return;
    }
    setFields({});
    try {
      await move.mutateAsync({
        cleanerId: Number(cleanerId),
        start,
        notifyCustomer,
        ...(isInWithdrawalPeriod && earlyStartRequested ? { earlyStartRequested } : {}),
      });
      showSuccess(t('life.moved_toast'));
      props.onClose();
    } catch (error) {
      // A taken time is said in the dialog itself, next to the choice to change.
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') return setIsTaken(true);
      if (error instanceof ApiError) setFields(error.fields);
      showError(error instanceof Error ? error.message : t('save_failed'));
    }
  };

  const options = (washers.data ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  return (
    <LifeActionModal
      title={t('life.move_title')}
      opened={props.opened}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitLabel={t('life.confirm_move')}
      isPending={move.isPending}
      testId="move-order-form"
    >
      {isTaken ? (
        <Alert color="red" role="alert" data-testid="slot-taken">
          {t('life.slot_taken')}
        </Alert>
      ) : null}
      <NativeSelect
        label={t('washer')}
        data={[{ value: '', label: '–' }, ...options]}
        value={cleanerId}
        error={fields.cleanerId}
        onChange={(e) => setCleanerId(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('life.day')}
        value={date}
        error={fields.start}
        onChange={(e) => setDate(e.currentTarget.value)}
      />
      <TextInput
        type="time"
        label={t('life.start_time')}
        step={300}
        value={time}
        onChange={(e) => setTime(e.currentTarget.value)}
      />
      {isInWithdrawalPeriod ? (
        <Checkbox
          label={t('life.early_start')}
          description={t('life.early_start_hint', { until: formatDay(until, i18n.language) })}
          checked={earlyStartRequested}
          onChange={(e) => setEarlyStartRequested(e.currentTarget.checked)}
        />
      ) : null}
      <Checkbox
        label={t('life.notify_customer')}
        checked={notifyCustomer}
        onChange={(e) => setNotifyCustomer(e.currentTarget.checked)}
      />
    </LifeActionModal>
  );
}
