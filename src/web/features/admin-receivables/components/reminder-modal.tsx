import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Receivable } from '#contracts/receivables.ts';
import { showError, showSuccess } from '#web/components/ui/toast.ts';
import { formatEuros } from '#web/lib/format-money.ts';
import { useSendReminder } from '../api/send-reminder';

/** 'Lähetä muistutus' asks first: the customer gets a mail in their language with the pay link. */
export function ReminderModal(props: { item: Receivable | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-receivables');
  const send = useSendReminder();
  const { item } = props;

  const confirm = () => {
    if (!item) return;
    send.mutate(item.orderId, {
      onSuccess: (result) => {
        showSuccess(
          result.reminderFee
            ? t('reminder.sent_with_fee', {
                reference: item.reference,
                fee: formatEuros(result.reminderFee, i18n.language),
              })
            : t('reminder.sent', { reference: item.reference }),
        );
        props.onClose();
      },
      onError: (error) => showError(t('reminder.failed', { reason: error.message })),
    });
  };

  return (
    <Modal
      opened={item !== null}
      onClose={props.onClose}
      title={t('reminder.title')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {item ? (
        <>
          <Text>
            {t('reminder.text', {
              customer: item.customerName,
              reference: item.reference,
              due: formatEuros(item.amountDue, i18n.language),
            })}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button loading={send.isPending} onClick={confirm}>
              {t('reminder.confirm')}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
