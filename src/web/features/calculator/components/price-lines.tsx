import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderQuote } from '#domain/pricing/quote-order.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { useLineLabel } from '#web/lib/line-label.ts';
import classes from './calculator.module.css';

/** The quote's lines; with a PERCENT code each work line shows its discounted price too. */
export function PriceLines({ quote }: { quote: OrderQuote }) {
  const { t, i18n } = useTranslation('calculator');
  const label = useLineLabel();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <>
      <VisuallyHidden>{t('price.lines_caption')}</VisuallyHidden>
      <ul className={classes.lineList}>
        {quote.lines.map((line) => {
          const total = line.amount * line.unitPriceCents;
          const discounted = line.amount * line.discountPriceCents;
          return (
            <Group
              component="li"
              key={line.key}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="xs"
              data-testid={`line-${line.key}`}
            >
              <div>
                <Text size="sm">{label(line)}</Text>
                {line.amount > 1 ? (
                  <Text size="xs" c="dimmed">
                    {t('price.line_amount', {
                      amount: line.amount,
                      price: money(line.unitPriceCents),
                    })}
                  </Text>
                ) : null}
              </div>
              <Text component="div" size="sm" ta="right" className={classes.priceFigure}>
                {discounted === total ? (
                  money(total)
                ) : (
                  <>
                    <Text component="s" size="xs" c="dimmed" display="block">
                      {money(total)}
                    </Text>
                    <Text
                      component="span"
                      size="sm"
                      fw={600}
                      c="teal.9"
                      data-testid="line-discounted"
                    >
                      {money(discounted)}
                    </Text>
                  </>
                )}
              </Text>
            </Group>
          );
        })}
      </ul>
    </>
  );
}
