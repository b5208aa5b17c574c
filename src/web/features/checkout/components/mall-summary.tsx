import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/contact-form.ts';
import type { ShoppingCentre } from '#contracts/shopping-centres.ts';
import { mallOrderTotalWithVatCents, type MallPackagePrice } from '#domain/mall/mall-package.ts';
import { paymentAdjustmentLine } from '#domain/pricing/payment-adjustment.ts';
import { formatMonth } from '#web/lib/format-date.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import type { MallChoice } from '#web/stores/order-store.ts';
import type { PaymentChoiceValues } from '../hooks/use-checkout-quote';
import classes from './checkout.module.css';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

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
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.summary}
      component="aside"
      aria-labelledby="summary-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="summary-title">
          {t('summary.title')}
        </Title>
        <Row
          label={t('mall.centre')}
          value={`${centre.name}, ${centre.city}`}
          testId="summary-centre"
        />
        <Row
          label={t('mall.set')}
          value={t(`mall.sets.${mall.cleaning_set}`)}
          testId="summary-set"
        />
        <Row label={t('mall.windows')} value={String(mall.windows)} testId="summary-windows" />
        <Row
          label={t('mall.starting_month')}
          value={formatMonth(mall.starting_month, lang)}
          testId="summary-month"
        />
        <Anchor component={Link} to="/ostari" size="sm">
          {t('mall.change')}
        </Anchor>
        <Divider />
        <Row label={t('mall.per_wash')} value={money(price.totalCents)} testId="summary-per-wash" />
        {adjustment ? (
          <Row
            label={common(adjustment.labelKey)}
            value={money(adjustment.unitPriceCents)}
            testId="summary-adjustment"
          />
        ) : null}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('mall.total')}</Text>
          <Text fw={700} size="lg" data-testid="summary-total">
            {money(total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('mall.vat_note')}
        </Text>
      </Stack>
    </Paper>
  );
}
