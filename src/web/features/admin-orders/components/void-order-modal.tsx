import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useVoidOrder } from '../api/order-money';
import { LifeActionModal } from './life-action-modal';

/** "Mitätöi" (issue 24): an order that may not be deleted is voided with a reason. */
export function VoidOrderModal(props: { orderId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const call = useVoidOrder(props.orderId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!reason.trim()) return setError(t('validation.required', { ns: 'common' }));
    try {
      await call.mutateAsync({ reason: reason.trim() });
      showSuccess(t('money.voided_toast'));
      props.onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields.reason);
      showError(failure instanceof Error ? failure.message : t('save_failed'));
    }
  };

  return (
    <LifeActionModal
      title={t('money.void_title')}
      opened={props.opened}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitLabel={t('money.void')}
      isPending={call.isPending}
      color="red"
      testId="void-order-form"
    >
      <Text size="sm">{t('money.void_note')}</Text>
      <Textarea
        label={t('life.reason')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        error={errorText(t, error)}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </LifeActionModal>
  );
}
