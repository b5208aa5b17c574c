import { NativeSelect, NumberInput, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyMethods } from '#contracts/order-money.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import type { MoneyMethod } from '#domain/money/order-money.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { errorText } from '#web/lib/form-errors.ts';
import { useRecordPayment, useRecordRefund } from '../api/order-money';
import { LifeActionModal } from './life-action-modal';

export type MoneyKind = 'payment' | 'refund';

/**
 * "Kirjaa maksu" / "Kirjaa hyvitys" (issue 24): the amount (what is due, or what is to be
 * given back), the day (today) and the method; the server refuses more than is due or paid.
 */
export function RecordMoneyModal(props: {
  order: StoredOrder;
  kind: MoneyKind;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  const { order, kind } = props;
  const payment = useRecordPayment(order.id);
  const refund = useRecordRefund(order.id);
  const suggested =
    kind === 'payment'
      ? (order.amount_due ?? 0)
      : (order.refund_due ?? 0) > 0
        ? order.refund_due!
        : (order.amount_paid ?? 0);
  const [amount, setAmount] = useState<string | number>(suggested);
  const [day, setDay] = useState(() => helsinkiDate(new Date()));
  const [method, setMethod] = useState<MoneyMethod>(
    kind === 'refund' && order.payment_type === 'online' ? 'online' : 'bank_transfer',
  );
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const isPending = payment.isPending || refund.isPending;

  const submit = async () => {
    setFields({});
    const value = typeof amount === 'number' ? amount : Number(amount.replace(',', '.'));
    const extra = note.trim() ? { note: note.trim() } : {};
    try {
      if (kind === 'payment') {
        await payment.mutateAsync({ amount: value, paidOn: day, method, ...extra });
      } else {
        await refund.mutateAsync({ amount: value, refundedOn: day, method, ...extra });
      }
      showSuccess(t(`money.${kind}_toast`));
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields);
      showError(error instanceof Error ? error.message : t('save_failed'));
    }
  };

  return (
    <LifeActionModal
      title={t(`money.record_${kind}`)}
      opened={props.opened}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitLabel={t(`money.record_${kind}`)}
      isPending={isPending}
      testId={`record-${kind}-form`}
    >
      <NumberInput
        label={t('money.amount')}
        value={amount}
        onChange={setAmount}
        min={0.01}
        decimalScale={2}
        fixedDecimalScale
        decimalSeparator=","
        suffix=" €"
        required
        error={errorText(t, fields.amount)}
      />
      <TextInput
        type="date"
        label={t('money.day')}
        value={day}
        required
        error={errorText(t, fields.paidOn ?? fields.refundedOn)}
        onChange={(e) => setDay(e.currentTarget.value)}
      />
      <NativeSelect
        label={t('money.method')}
        data={moneyMethods.map((m) => ({ value: m, label: t(`money.methods.${m}`) }))}
        value={method}
        error={errorText(t, fields.method)}
        onChange={(e) => setMethod(e.currentTarget.value as MoneyMethod)}
      />
      <Textarea
        label={t('life.note')}
        autosize
        minRows={2}
        maxLength={500}
        value={note}
        error={errorText(t, fields.note)}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
    </LifeActionModal>
  );
}
