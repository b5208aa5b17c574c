import { Anchor, Divider, Group, Text } from '@mantine/core';
import { DeductionWords } from '#web/components/ui/deduction-words.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrder } from '#web/stores/rendered-order.tsx';
import type { useCheckoutQuote } from '../hooks/use-checkout-quote';
import { formatDay, formatTime } from '#web/lib/format-date.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { useLineLabel } from '#web/lib/line-label.ts';
import classes from './checkout.module.css';
import { SummaryCard, SummaryRow, SummaryTotal } from './summary-card';
import { usePagePath } from '#web/lib/page-path.ts';

type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;

/** The order beside the form: day and time, the lines and total with the payment chosen. */
export function OrderSummary({ live }: { live: CheckoutQuote }) {
  const { t, i18n } = useTranslation('checkout');
  const path = usePagePath();
  const label = useLineLabel();
  const shippingDay = useOrder((s) => s.shippingDay);
  const starting = useOrder((s) => s.starting);
  const postalCode = useOrder((s) => s.address.postalCode);
  const { quote, deduction, discount } = live;
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const minutes = Math.ceil(quote.washingMinutes);
  const codeCents = quote.codeDiscountCents;
  return (
    <SummaryCard>
      {shippingDay ? (
        <SummaryRow
          label={t('summary.day')}
          value={t('summary.day_value', {
            date: formatDay(shippingDay, lang),
            time: formatTime(starting ?? '08:00', lang),
          })}
          testId="summary-day"
        />
      ) : null}
      <SummaryRow
        label={t('summary.duration')}
        value={t('summary.duration_value', {
          hours: Math.floor(minutes / 60),
          minutes: minutes % 60,
        })}
      />
      <SummaryRow
        label={t('summary.postal_code')}
        value={typeof postalCode === 'string' ? postalCode : ''}
      />
      <Group gap="md">
        <Anchor component={Link} to={path('calendar')} size="sm">
          {t('summary.change_time')}
        </Anchor>
        <Anchor component={Link} to={path('home')} size="sm">
          {t('summary.change_order')}
        </Anchor>
      </Group>
      <Divider />
      <details className={classes.details}>
        <summary>
          <Text component="span" size="sm" c="blue.8" fw={600}>
            {t('summary.show_lines')}
          </Text>
        </summary>
        {/* A plain table: Mantine's brings its ScrollArea, a fifth of the page's first code. */}
        <table className={classes.lineTable} aria-label={t('summary.lines_caption')}>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.key} data-testid={`line-${line.easoftItemId}`}>
                <td>
                  {label(line)}
                  {line.amount !== 1 ? (
                    <Text component="span" c="dimmed" size="xs" ml={4}>
                      {t('summary.line_amount', {
                        amount: line.amount,
                        price: money(line.unitPriceCents),
                      })}
                    </Text>
                  ) : null}
                </td>
                <td>{money(line.amount * line.unitPriceCents)}</td>
              </tr>
            ))}
            {discount && codeCents !== 0 ? (
              <tr>
                <td>{t('summary.code_line', { code: discount.code })}</td>
                <td>{money(-codeCents)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </details>
      <SummaryTotal label={t('summary.total')} value={money(quote.totalAfterDiscountCents)} />
      {deduction.isEligible ? (
        <DeductionWords
          headlineCents={deduction.headlineCents}
          afterExcessCents={deduction.afterExcessCents}
          testId="summary-deduction"
        />
      ) : null}
      <Text size="xs" c="dimmed">
        {t('summary.vat')}
      </Text>
    </SummaryCard>
  );
}
