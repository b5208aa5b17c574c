import { memo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import {
  isObstacleAsked,
  isRailingPerGlass,
  setCurtain,
  setGlassAmount,
  setObstacle,
  setRailingMeters,
  setRailings,
} from '../lib/balcony-rules';
import { formatMoney } from '#web/lib/format-money.ts';
import { maxMetreDigits } from '../lib/quantity-input';
import { QuantityStepper } from './quantity-stepper';
import { FieldRow, YesNo } from './yes-no';
import { useQuantities } from '../hooks/use-quantities';

/** Balcony glass, curtains, railings (per glass, or per metre without glass) and obstacles. */
export const BalconySection = memo(function BalconySection({ config }: { config: CounterConfig }) {
  const { t, i18n } = useTranslation('calculator');
  const q = useQuantities(config);
  const setQuantities = useOrderStore((s) => s.setQuantities);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const perPiece = (cents: number) => t('stepper.unit_price', { price: money(cents) });
  const perMetre = (cents: number) => t('stepper.unit_price_metre', { price: money(cents) });
  const { balconyGlass, balconyCurtain, balconyRailing, balconyRailingMeter } = config.items;
  const obstaclePrice = isRailingPerGlass(q)
    ? perPiece(config.items.balconyRailingObstacle.priceCents)
    : perMetre(config.items.balconyRailingObstacleMeter.priceCents);
  return (
    <Stack gap="lg">
      <Text size="sm">{t('sections.balcony_hint')}</Text>
      <FieldRow label={t('balcony.glass_amount')} hint={perPiece(balconyGlass.priceCents)}>
        <QuantityStepper
          label={t('balcony.glass_amount')}
          value={q.balconyGlassAmount}
          onChange={(value) => setQuantities((s) => setGlassAmount(s, value))}
          testId="balcony-glass"
        />
      </FieldRow>
      {isRailingPerGlass(q) ? (
        <>
          <YesNo
            question={t('balcony.curtain')}
            description={perPiece(balconyCurtain.priceCents)}
            value={q.balconyGlassCurtain}
            onChange={(v) => setQuantities((s) => setCurtain(s, v))}
            testId="balcony-curtain"
          />
          <YesNo
            question={t('balcony.railings')}
            description={`${t('balcony.railings_hint')} ${perPiece(balconyRailing.priceCents)}`}
            value={q.balconyRailings}
            onChange={(v) => setQuantities((s) => setRailings(s, v))}
            testId="balcony-railings"
          />
        </>
      ) : (
        <FieldRow
          label={t('balcony.railing_meters')}
          hint={`${t('balcony.railing_meters_hint')} ${perMetre(balconyRailingMeter.priceCents)}`}
        >
          <QuantityStepper
            label={t('balcony.railing_meters')}
            value={q.balconyRailingMeters}
            maxDigits={maxMetreDigits}
            onChange={(value) => setQuantities((s) => setRailingMeters(s, value))}
            testId="balcony-meters"
          />
        </FieldRow>
      )}
      {isObstacleAsked(q) ? (
        <YesNo
          question={t('balcony.obstacle')}
          description={obstaclePrice}
          value={q.balconyRailingsObstacle}
          onChange={(v) => setQuantities((s) => setObstacle(s, v))}
          testId="balcony-obstacle"
        />
      ) : null}
    </Stack>
  );
});
