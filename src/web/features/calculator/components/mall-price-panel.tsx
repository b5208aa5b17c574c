import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MallPackagePrice } from '#domain/mall/mall-package.ts';
import { cleaningSetLineName, perWashStatement } from '#domain/mall/mall-words.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { PriceRow } from './price-row';
import { PriceCard } from './price-card';
import { usePagePath } from '#web/lib/page-path.ts';

/** 'Price / wash' without VAT (customer spec section 9), its lines, and the way on. */
export function MallPricePanel({ price }: { price: MallPackagePrice | null }) {
  const { t, i18n } = useTranslation('mall');
  const navigate = useNavigate();
  const path = usePagePath();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const perWash = price
    ? perWashStatement(
        { netCents: price.totalCents, grossCents: price.totalWithVatCents },
        i18n.language,
        money,
      )
    : null;
  return (
    <PriceCard titleId="mall-price-title" title={t('price.title')}>
      {price && perWash ? (
        <>
          <PriceRow
            label={cleaningSetLineName(price.cleaningSet, i18n.language)}
            cents={price.setPriceCents}
            testId="mall-set-price"
          />
          {price.extraWindows > 0 ? (
            <PriceRow
              label={t('price.extra_line', {
                count: price.extraWindows,
                price: money(price.extraWindowPriceCents),
              })}
              cents={price.extraWindows * price.extraWindowPriceCents}
              testId="mall-extra-price"
            />
          ) : null}
          <PriceRow
            label={perWash.label}
            cents={price.totalCents}
            strong
            large
            testId="mall-price"
          />
          <Text size="xs" c="dimmed" data-testid="mall-price-vat">
            {perWash.value}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('price.empty')}
        </Text>
      )}
      <Button
        size="md"
        disabled={!price}
        onClick={() => void navigate(path('mall_contact'))}
        data-testid="mall-order"
      >
        {t('price.order')}
      </Button>
    </PriceCard>
  );
}
