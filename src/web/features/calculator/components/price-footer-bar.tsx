import { Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveQuote } from '../hooks/use-quote';
import { formatMoney } from '#web/lib/format-money.ts';
import { ChooseTimeButton } from './choose-time-button';
import classes from './calculator.module.css';

/** The sticky price bar at the bottom: the price, after the deduction, and 'Choose time'. */
export function PriceFooterBar({ live }: { live: LiveQuote }) {
  const { t, i18n } = useTranslation('calculator');
  const { quote, deduction } = live;
  const payable = quote.totalAfterDiscountCents;
  return (
    <section className={classes.footerBar} data-testid="price-bar" aria-label={t('price.title')}>
      <Container size="lg" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('price.total')}
            </Text>
            <Text
              fw={800}
              size="xl"
              className={classes.priceFigure}
              data-testid="bar-total"
              aria-live="polite"
              data-cents={payable}
            >
              {formatMoney(payable, i18n.language)}
            </Text>
            {deduction.isEligible && quote.isOrderable && deduction.headlineCents > 0 ? (
              <Text size="xs" c="teal.9" className={classes.priceFigure}>
                {t('deduction.after_short', {
                  amount: formatMoney(
                    Math.max(0, payable - deduction.headlineCents),
                    i18n.language,
                  ),
                })}
              </Text>
            ) : null}
          </Stack>
          <ChooseTimeButton isOrderable={quote.isOrderable} compact />
        </Group>
      </Container>
    </section>
  );
}
