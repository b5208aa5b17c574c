import { Anchor, Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/payment-choice.ts';
import { centreName, type ShoppingCentre } from '#contracts/shopping-centres.ts';
import type { FixedAmounts } from '#domain/counter/counter-config.ts';
import { mallOrderTotalWithVatCents, type MallPackagePrice } from '#domain/mall/mall-package.ts';
import {
  cleaningSetLabel,
  cleaningSetName,
  mallLinesNote,
  perWashStatement,
} from '#domain/mall/mall-words.ts';
import { paymentAdjustmentLine } from '#domain/pricing/payment-adjustment.ts';
import { formatMonth } from '#web/lib/format-date.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import type { MallChoice } from '#web/stores/order-store.ts';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';
import { SummaryCard, SummaryRow, SummaryTotal } from './summary-card';
import { usePagePath } from '#web/lib/page-path.ts';

/** The package beside the contact form: centre, set, start, price per wash and the total. */
export function MallSummary({
  centre,
  mall,
  price,
  fixed,
  choice,
}: {
  centre: ShoppingCentre;
  mall: MallChoice;
  price: MallPackagePrice;
  /** The configuration's payment discount and paper fee. */
  fixed: FixedAmounts;
  choice: PaymentChoiceValues;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { t: common } = useTranslation();
  const path = usePagePath();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const paymentType = choice.paymentType ? toStoredPaymentType(choice.paymentType) : undefined;
  const adjustment = paymentAdjustmentLine(
    fixed,
    {
      paymentType,
      invoiceChannel:
        paymentType === 'bill' && choice.invoiceChannel
          ? toStoredInvoiceChannel(choice.invoiceChannel)
          : undefined,
    },
    mallOrderTotalWithVatCents(price, 0),
  );
  const total = mallOrderTotalWithVatCents(price, adjustment?.unitPriceCents ?? 0);
  return (
    <SummaryCard>
      <SummaryRow
        label={t('mall.centre')}
        value={`${centreName(centre, i18n.language)}, ${centre.city}`}
        testId="summary-centre"
      />
      <SummaryRow
        label={cleaningSetLabel(lang)}
        value={cleaningSetName(mall.cleaning_set, lang)}
        testId="summary-set"
      />
      <SummaryRow label={t('mall.windows')} value={String(mall.windows)} testId="summary-windows" />
      <SummaryRow
        label={t('mall.starting_month')}
        value={formatMonth(mall.starting_month, lang)}
        testId="summary-month"
      />
      <Anchor component={Link} to={path('mall')} size="sm">
        {t('mall.change')}
      </Anchor>
      <Divider />
      <SummaryRow
        {...perWashStatement(
          { netCents: price.totalCents, grossCents: price.totalWithVatCents },
          lang,
          money,
        )}
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
        {mallLinesNote(lang)}
      </Text>
    </SummaryCard>
  );
}
