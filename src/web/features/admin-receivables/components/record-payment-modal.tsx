import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receivable } from '#contracts/receivables.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { ApiError } from '#web/lib/api/client.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { useRecordPayment } from '../api/record-payment';
import {
  amountProblem,
  amountText,
  manualPaymentMethods,
  parseAmount,
  type PaymentMethod,
} from '../lib/payment-form';

/** 'Kirjaa maksu': the amount (what is due, at first), the day it was paid and how. */
function PaymentForm({ item, onDone }: { item: Receivable; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-receivables');
  const record = useRecordPayment();
  const [amount, setAmount] = useState(() => amountText(item.amountDue, i18n.language));
  const [paidOn, setPaidOn] = useState(() => helsinkiDate(new Date()));
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async () => {
    const euros = parseAmount(amount);
    const problem = amountProblem(euros, item.amountDue);
    const dayProblem = /^\d{4}-\d{2}-\d{2}$/.test(paidOn) ? null : 'payment.day_invalid';
    if (problem || dayProblem || euros === null) {
      return setFields({
        ...(problem
          ? { amount: t(problem, { due: formatEuros(item.amountDue, i18n.language) }) }
          : {}),
        ...(dayProblem ? { paidOn: t(dayProblem) } : {}),
      });
    }
    setFields({});
    try {
      await record.mutateAsync({ orderId: item.orderId, input: { amount: euros, paidOn, method } });
      showSuccess(t('payment.recorded', { reference: item.reference }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields);
      showError(error instanceof Error ? error.message : t('payment.failed'));
    }
  };

  return (
    <form
      noValidate
      data-testid="record-payment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('payment.intro', {
            reference: item.reference,
            customer: item.customerName,
            due: formatEuros(item.amountDue, i18n.language),
          })}
        </Text>
        <TextInput
          label={t('payment.amount')}
          inputMode="decimal"
          value={amount}
          error={fields.amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          rightSection="€"
          data-autofocus
        />
        <TextInput
          type="date"
          label={t('payment.paid_on')}
          value={paidOn}
          error={fields.paidOn}
          onChange={(e) => setPaidOn(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('payment.method')}
          value={method}
          error={fields.method}
          data={manualPaymentMethods.map((m) => ({ value: m, label: t(`payment.methods.${m}`) }))}
          onChange={(e) => {
            const chosen = manualPaymentMethods.find((m) => m === e.currentTarget.value);
            if (chosen) setMethod(chosen);
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {t('payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RecordPaymentModal(props: { item: Receivable | null; onClose: () => void }) {
  const { t } = useTranslation('admin-receivables');
  return (
    <Modal
      opened={props.item !== null}
      onClose={props.onClose}
      title={t('payment.title')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {props.item ? (
        <PaymentForm key={props.item.orderId} item={props.item} onDone={props.onClose} />
      ) : null}
    </Modal>
  );
}
