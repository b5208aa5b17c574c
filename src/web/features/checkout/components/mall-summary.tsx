import { Anchor, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/contact-form.ts';
import { centreName, type ShoppingCentre } from '#contracts/shopping-centres.ts';
import { mallOrderTotalWithVatCents, type MallPackagePrice } from '#domain/mall/mall-package.ts';
import { paymentAdjustmentLine } from '#domain/pricing/payment-adjustment.ts';
import { formatMonth } from '#web/lib/format-date.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import type { MallChoice } from '#web/stores/order-store.ts';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';
import { SummaryCard, SummaryRow, SummaryTotal } from './summary-card';

/** The package beside the contact form: centre, set, start, price per wash and the total. */
export function MallSummary({
  centre,
  mall,
  price,
  choice,
}: {
  centre: ShoppingCentre;
  mall: MallChoice;
  price: MallPackagePrice;
  choice: PaymentChoiceValues;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { t: common } = useTranslation();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const paymentType = choice.paymentType ? toStoredPaymentType(choice.paymentType) : undefined;
  const adjustment = paymentAdjustmentLine({
    paymentType,
    invoiceChannel:
      paymentType === 'bill' && choice.invoiceChannel
        ? toStoredInvoiceChannel(choice.invoiceChannel)
        : undefined,
  });
  const total = mallOrderTotalWithVatCents(price, adjustment?.unitPriceCents ?? 0);
  return (
    <SummaryCard>
      <SummaryRow
        label={t('mall.centre')}
        value={`${centreName(centre, i18n.language)}, ${centre.city}`}
        testId="summary-centre"
      />
      <SummaryRow
        label={t('mall.set')}
        value={t(`mall.sets.${mall.cleaning_set}`)}
        testId="summary-set"
      />
      <SummaryRow label={t('mall.windows')} value={String(mall.windows)} testId="summary-windows" />
      <SummaryRow
        label={t('mall.starting_month')}
        value={formatMonth(mall.starting_month, lang)}
        testId="summary-month"
      />
      <Anchor component={Link} to="/ostari" size="sm">
        {t('mall.change')}
      </Anchor>
      <Divider />
      <SummaryRow
        label={t('mall.per_wash')}
        value={money(price.totalCents)}
        testId="summary-per-wash"
      />
      {adjustment ? (
        <SummaryRow
          label={common(adjustment.labelKey)}
          value={money(adjustment.unitPriceCents)}
          testId="summary-adjustment"
        />
      ) : null}
      <SummaryTotal label={t('mall.total')} value={money(total)} />
      <Text size="xs" c="dimmed">
        {t('mall.vat_note')}
      </Text>
    </SummaryCard>
  );
}
