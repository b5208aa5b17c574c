import { Anchor, Divider, Text, Title } from '@mantine/core';
import { DeductionWords } from '#web/components/ui/deduction-words.tsx';
import { useTranslation } from 'react-i18next';
import { useOrderStore } from '#web/stores/order-store.ts';
import type { LiveQuote } from '../hooks/use-quote';
import { useDialogs } from '../hooks/use-dialogs';
import { formatMoney } from '#web/lib/format-money.ts';
import { deferredPart } from '#web/components/ui/deferred-part.tsx';
import { ChooseTimeButton } from './choose-time-button';
import { DeductionBox } from './deduction-box';
import { PriceCard } from './price-card';
import { PriceLines } from './price-lines';
import { PriceRow } from './price-row';
import { CheckboxField } from './yes-no';
import classes from './calculator.module.css';
import { deductionRules } from '#web/lib/deduction-rules.ts';

/**
 * The price side panel: total with VAT, the code, the household deduction, help and ordering.
 * `basePrice`: the configuration's base price, web shop discount and minimum, shown in an info box when its
 * 'base price info' setting is on (admin counter form).
 */
// Below the prices: its code and hydration come after the first paint (decision 057).
const CampaignCodeBox = deferredPart(() =>
  import('./campaign-code-box').then((m) => m.CampaignCodeBox),
);

export function PricePanel({
  live,
  basePrice,
}: {
  live: LiveQuote;
  basePrice?: { baseCents: number; minimumCents: number; discountCents: number } | undefined;
}) {
  const { t, i18n } = useTranslation('calculator');
  const { quote, deduction, discount } = live;
  const isCompany = useOrderStore((s) => s.company);
  const patch = useOrderStore((s) => s.patch);
  const show = useDialogs((s) => s.show);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const payable = quote.totalAfterDiscountCents;
  return (
    <PriceCard titleId="price-title" title={t('price.title')}>
      {basePrice ? (
        <Text size="sm" className={classes.infoBox} data-testid="base-price-info">
          {t('price.base_info', {
            base: money(basePrice.baseCents),
            discount: money(basePrice.discountCents),
            minimum: money(basePrice.minimumCents),
          })}
        </Text>
      ) : null}
      {!quote.isOrderable ? (
        <Text size="sm" c="dimmed">
          {t('price.empty')}
        </Text>
      ) : (
        <details className={classes.details}>
          <summary>
            <Text component="span" size="sm" c="blue.8" fw={600}>
              {t('price.show_lines')}
            </Text>
          </summary>
          <PriceLines quote={quote} />
        </details>
      )}
      <PriceRow
        label={t('price.total')}
        cents={quote.totalPriceCents}
        strong
        large
        testId="price-total"
      />
      {discount && quote.isOrderable ? (
        <>
          <PriceRow
            label={t('price.code_line', { code: discount.code })}
            cents={-quote.codeDiscountCents}
            color="teal.9"
            testId="price-code-discount"
          />
          <PriceRow
            label={t('price.total_after_code')}
            cents={payable}
            strong
            testId="price-after-code"
          />
        </>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('price.vat')}
        {quote.isMinimumApplied
          ? ` ${t('price.minimum_note', { price: money(quote.listPriceCents) })}`
          : ''}
        {quote.isOrderable && quote.onlinePaymentDiscountCents
          ? ` ${t('price.online_payment', { amount: money(quote.onlinePaymentDiscountCents) })}`
          : ''}
      </Text>
      <Divider />
      <Title order={3} size="h5">
        {t('deduction.title')}
      </Title>
      {deduction.isEligible ? (
        <>
          {deduction.headlineCents > 0 ? (
            <>
              <DeductionWords
                headlineCents={deduction.headlineCents}
                afterExcessCents={deduction.afterExcessCents}
                testId="deduction-headline"
                color="teal.9"
              />
              <PriceRow
                label={t('deduction.after')}
                cents={Math.max(0, payable - deduction.headlineCents)}
                strong
                testId="price-after-deduction"
              />
            </>
          ) : null}
          <DeductionBox deduction={deduction} payableCents={payable} />
          <Text size="xs" c="dimmed">
            {t('deduction.explanation', deductionRules(i18n.language))}
          </Text>
        </>
      ) : (
        <Text size="sm" data-testid="deduction-none">
          {t('deduction.company_note')}
        </Text>
      )}
      <CheckboxField
        label={t('deduction.company')}
        checked={isCompany}
        onChange={(checked) => patch({ company: checked })}
        testId="company-order"
      />
      <Divider />
      <CampaignCodeBox />
      <ChooseTimeButton isOrderable={quote.isOrderable} />
      <Anchor component="button" type="button" size="sm" onClick={() => show('terms')} ta="left">
        {t('price.terms')}
      </Anchor>
    </PriceCard>
  );
}
