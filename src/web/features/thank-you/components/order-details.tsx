import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DeductionWords } from '#web/components/ui/deduction-words.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '#contracts/checkout.ts';
import { findShoppingCentre, centreName } from '#contracts/shopping-centres.ts';
import { formatDay, formatMonth, formatTime } from '#web/lib/format-date.ts';
import { formatEuros, formatMoney } from '#web/lib/format-money.ts';
import {
  cleaningSetLabel,
  cleaningSetName,
  mallLinesNote,
  perWashStatement,
} from '#domain/mall/mall-words.ts';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** A shopping centre's package: the centre, the set and the starting month. */
function MallRows({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation('checkout');
  const centre = findShoppingCentre(order.mall_name ?? undefined);
  return (
    <>
      {centre ? (
        <Row
          label={t('mall.centre')}
          value={`${centreName(centre, i18n.language)}, ${centre.city}`}
        />
      ) : null}
      {order.mall_cleaning_set ? (
        <Row
          label={cleaningSetLabel(i18n.language)}
          value={cleaningSetName(order.mall_cleaning_set, i18n.language)}
          testId="thank-you-set"
        />
      ) : null}
      {order.mall_starting_month ? (
        <Row
          label={t('mall.starting_month')}
          value={formatMonth(order.mall_starting_month, i18n.language)}
          testId="thank-you-month"
        />
      ) : null}
      {order.mall_per_wash ? (
        <Row
          {...perWashStatement(
            {
              netCents: order.mall_per_wash.net_cents,
              grossCents: order.mall_per_wash.gross_cents,
            },
            i18n.language,
            (cents) => formatMoney(cents, i18n.language),
          )}
          testId="thank-you-per-wash"
        />
      ) : null}
    </>
  );
}

/**
 * What was ordered: the day, addresses, lines and total as the server stored them. The
 * customer, addresses, company and message only when the server gave them (decision 040).
 */
export function OrderDetails({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation('checkout');
  const lang = i18n.language;
  const address = (type: 'shipping' | 'billing') => order.addresses?.find((a) => a.type === type);
  const line = (a: NonNullable<ReturnType<typeof address>>) =>
    `${a.name}, ${a.street_address}, ${a.postal_code} ${a.city}`;
  const shipping = address('shipping');
  const billing = address('billing');
  const payment =
    order.payment_type === 'online'
      ? t('thank_you.payment_online')
      : t(`thank_you.payment_bill.${order.invoice_channel}`);
  const time = order.starting && formatTime(order.starting, lang);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('thank_you.summary')}
        </Title>
        <Row
          label={t('thank_you.reference')}
          value={order.order_number}
          testId="thank-you-reference"
        />
        {order.shipping_day && order.status !== 'needs_new_time' ? (
          <Row
            label={t('summary.day')}
            value={t('summary.day_value', {
              date: formatDay(order.shipping_day, lang),
              time: time ?? '',
            })}
          />
        ) : null}
        {order.mall_name ? <MallRows order={order} /> : null}
        {order.customer ? (
          <Row
            label={t('thank_you.customer')}
            value={
              <>
                {order.customer.name}, <EmailAddress email={order.customer.email} />
              </>
            }
          />
        ) : null}
        {shipping ? <Row label={t('thank_you.address')} value={line(shipping)} /> : null}
        {billing ? <Row label={t('thank_you.billing_address')} value={line(billing)} /> : null}
        {order.company_name ? (
          <Row
            label={t('thank_you.company')}
            value={`${order.company_name} (${order.company_vat ?? ''})`}
          />
        ) : null}
        <Row label={t('thank_you.payment')} value={payment} testId="thank-you-payment" />
        {order.repeated_order && order.clean_interval ? (
          <Row
            label={t('thank_you.recurring')}
            value={t('thank_you.recurring_value', { count: order.clean_interval })}
          />
        ) : null}
        {order.additional_info ? (
          <Row label={t('thank_you.message')} value={order.additional_info} />
        ) : null}
        {order.personal_data_withheld ? (
          <Text size="sm" c="dimmed" data-testid="personal-data-withheld">
            {t('thank_you.personal_withheld')}
          </Text>
        ) : null}
        <Table
          fz="sm"
          verticalSpacing={4}
          horizontalSpacing={0}
          aria-label={t('summary.lines_caption')}
        >
          <Table.Tbody>
            {order.order_items.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  {item.name}
                  {item.amount !== 1 ? ` ${item.amount} × ${formatEuros(item.price, lang)}` : ''}
                </Table.Td>
                <Table.Td ta="right">{formatEuros(item.amount * item.price, lang)}</Table.Td>
              </Table.Tr>
            ))}
            {order.discount_code ? (
              <Table.Tr>
                <Table.Td>{t('summary.code_line', { code: order.discount_code })}</Table.Td>
                <Table.Td ta="right">
                  {formatEuros(order.total_price_after_discount - order.total_price, lang)}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700} size="lg" data-testid="thank-you-total">
            {formatEuros(order.total_price_after_discount, lang)}
          </Text>
        </Group>
        {order.household_deduction && order.household_deduction_after_excess ? (
          <DeductionWords
            headlineCents={Math.round(order.household_deduction * 100)}
            afterExcessCents={{
              one: Math.round(order.household_deduction_after_excess.one * 100),
              two: Math.round(order.household_deduction_after_excess.two * 100),
            }}
            testId="thank-you-deduction"
          />
        ) : null}
        <Text size="xs" c="dimmed">
          {order.mall_cleaning_set ? mallLinesNote(lang) : t('summary.vat')}
        </Text>
      </Stack>
    </Paper>
  );
}
