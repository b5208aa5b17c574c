import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderQuote } from '#domain/pricing/quote-order.ts';
import type { PriceLine } from '#domain/pricing/price-line.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import classes from './calculator.module.css';

function useLineLabel() {
  const { t, i18n } = useTranslation();
  return (line: PriceLine) => {
    if (line.title !== undefined)
      return i18n.language === 'en' ? (line.titleEng ?? line.title) : line.title;
    return t(line.labelKey);
  };
}

/** The quote's lines; with a PERCENT code each work line shows its discounted price too. */
export function PriceLines({ quote }: { quote: OrderQuote }) {
  const { t, i18n } = useTranslation('calculator');
  const label = useLineLabel();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <ul className={classes.lineList} aria-label={t('price.lines_caption')}>
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
                    c="green.9"
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
  );
}
