import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { cancelOrderInputSchema, type CancelOrderInput } from '#contracts/order-life.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { applyServerFieldErrors, errorText } from '#web/lib/form-errors.ts';
import { useCancelOrder } from '../api/order-life';
import { LifeActionModal } from './life-action-modal';

/** Cancel with a reason; "tell the customer" is ticked unless staff untick it. */
export function CancelOrderModal(props: {
  order: StoredOrder;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  const cancel = useCancelOrder(props.order.id);
  const form = useForm<z.input<typeof cancelOrderInputSchema>, unknown, CancelOrderInput>({
    resolver: zodResolver(cancelOrderInputSchema),
    defaultValues: { reason: '', notifyCustomer: true },
  });
  const { register, handleSubmit, formState, setError } = form;
  // Money held becomes a refund due once the job is cancelled (issue 24).
  const isPaid = (props.order.amount_paid ?? 0) > 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync(values);
      showSuccess(t('life.cancelled_toast'));
      props.onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['reason', 'notifyCustomer']);
      showError(error instanceof Error ? error.message : t('save_failed'));
    }
  });

  return (
    <LifeActionModal
      title={t('life.cancel_title')}
      opened={props.opened}
      onClose={props.onClose}
      onSubmit={() => void onSubmit()}
      submitLabel={t('life.confirm_cancel')}
      isPending={cancel.isPending}
      color="red"
      testId="cancel-order-form"
    >
      {isPaid ? <Text size="sm">{t('life.cancel_refund_note')}</Text> : null}
      <Textarea
        label={t('life.reason')}
        required
        autosize
        minRows={2}
        error={errorText(t, formState.errors.reason?.message)}
        {...register('reason')}
      />
      <Checkbox label={t('life.notify_customer')} {...register('notifyCustomer')} />
    </LifeActionModal>
  );
}
