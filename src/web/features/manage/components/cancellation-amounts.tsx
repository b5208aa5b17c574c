import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManageOrder } from '#contracts/manage.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { formatMoney } from '#web/lib/format-money.ts';

type Charge = NonNullable<ManageOrder['cancellation']>;

/**
 * What a cancellation costs in exact amounts (decision 068): why, charged, refunded and by
 * when, still to pay. The same before confirming and after, when it is what it cost.
 */
export function CancellationAmounts({ charge, isDone }: { charge: Charge; isDone: boolean }) {
  const { t, i18n } = useTranslation('manage');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const tense = isDone ? 'done' : 'now';
  if (charge.chargedCents === null) {
    return <Text data-testid="cancel-basis">{t(`cancel.basis.${charge.basis}`)}</Text>;
  }
  return (
    <Stack gap="xs">
      <Text data-testid="cancel-basis">{t(`cancel.basis.${charge.basis}`)}</Text>
      <Table variant="vertical" withTableBorder data-testid="cancel-amounts">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t(`cancel.charged_${tense}`)}</Table.Th>
            <Table.Td data-testid="cancel-charged">{money(charge.chargedCents)}</Table.Td>
          </Table.Tr>
          {charge.refundCents ? (
            <Table.Tr>
              <Table.Th>{t(`cancel.refunded_${tense}`)}</Table.Th>
              <Table.Td data-testid="cancel-refunded">
                {t('cancel.refund_by', {
                  amount: money(charge.refundCents),
                  day: formatDay(charge.refundBy ?? '', i18n.language),
                })}
              </Table.Td>
            </Table.Tr>
          ) : null}
          {charge.toPayCents ? (
            <Table.Tr>
              <Table.Th>{t('cancel.to_pay')}</Table.Th>
              <Table.Td data-testid="cancel-to-pay">{money(charge.toPayCents)}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
