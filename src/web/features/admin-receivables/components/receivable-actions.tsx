import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Receivable } from '#contracts/receivables.ts';
import { useCan } from '#web/components/admin/use-can.ts';

export interface ReceivableHandlers {
  onPay: (item: Receivable) => void;
  onRemind: (item: Receivable) => void;
}

/** Which row actions the role may use (src/contracts/access.ts). */
export function useReceivableRights() {
  const can = useCan();
  return {
    canPay: can('POST /api/order/:id/payments'),
    canRemind: can('POST /api/receivables/:orderId/reminder'),
  };
}

/** 'Kirjaa maksu' and 'Lähetä muistutus' of one invoice, each only when the role may. */
export function ReceivableActions(props: { item: Receivable } & ReceivableHandlers) {
  const { t } = useTranslation('admin-receivables');
  const { canPay, canRemind } = useReceivableRights();
  const { item } = props;
  return (
    <Group gap="xs" wrap="nowrap">
      {canPay ? (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('pay_named', { reference: item.reference })}
          onClick={() => props.onPay(item)}
        >
          {t('pay')}
        </Button>
      ) : null}
      {canRemind ? (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('remind_named', { reference: item.reference })}
          onClick={() => props.onRemind(item)}
        >
          {t('remind')}
        </Button>
      ) : null}
    </Group>
  );
}
