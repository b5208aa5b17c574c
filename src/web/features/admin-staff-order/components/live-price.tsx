import { Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/contact-form.ts';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import type { StaffOrderForm, StaffOrderFormInput } from '../lib/staff-order-form';

/**
 * The live price and washing time, by the site's own quote (before a campaign code), without
 * the web shop's discount.
 */
export function LivePrice(props: {
  config: CounterConfig;
  quantities: OrderQuantities;
  form: UseFormReturn<StaffOrderFormInput, unknown, StaffOrderForm>;
}) {
  const { t, i18n } = useTranslation('admin-staff-order');
  const address = props.form.watch('address');
  const quote = quoteOrder(props.config, props.quantities, {
    paymentType: toStoredPaymentType(address.paymentType),
    invoiceChannel: toStoredInvoiceChannel(address.invoice_channel),
    repeatedOrder: address.repeated_order === true,
    // A phone order gets no web shop discount (issue 24 point 7), as the server prices it.
    channel: 'staff',
  });
  const minutes = Math.ceil(quote.washingMinutes);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-live="polite">
      <Stack gap={4}>
        <Text fw={700} size="lg" data-testid="staff-order-total">
          {t('price.total', { amount: formatMoney(quote.totalPriceCents, i18n.language) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('price.no_web_discount')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="staff-order-minutes">
          {t('price.time', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
        </Text>
      </Stack>
    </Paper>
  );
}
