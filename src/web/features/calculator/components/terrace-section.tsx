import { memo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { useDialogs } from '../hooks/use-dialogs';
import { QuantityStepper } from './quantity-stepper';
import { FieldRow, YesNo } from './yes-no';
import { useQuantity } from '../hooks/use-quantities';

/** Terrace glass and the glass roof (choosing yes opens the roof's info dialog). */
export const TerraceSection = memo(function TerraceSection({ config }: { config: CounterConfig }) {
  const { t, i18n } = useTranslation('calculator');
  const amount = useQuantity(config, (q) => q.terraceGlassAmount);
  const roof = useQuantity(config, (q) => q.terraceRoof);
  const setQuantities = useOrderStore((s) => s.setQuantities);
  const show = useDialogs((s) => s.show);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  return (
    <Stack gap="lg">
      <Text size="sm">{t('sections.terrace_hint')}</Text>
      <FieldRow
        label={t('terrace.glass_amount')}
        hint={t('stepper.unit_price', { price: money(config.items.terraceGlass.priceCents) })}
      >
        <QuantityStepper
          label={t('terrace.glass_amount')}
          value={amount}
          onChange={(value) => setQuantities((q) => ({ ...q, terraceGlassAmount: value }))}
          testId="terrace-glass"
        />
      </FieldRow>
      <YesNo
        question={t('terrace.roof')}
        description={t('terrace.roof_price', { price: money(config.items.terraceRoof.priceCents) })}
        value={roof}
        onChange={(isOn) => {
          setQuantities((q) => ({ ...q, terraceRoof: isOn }));
          if (isOn) show('terraceRoof');
        }}
        testId="terrace-roof"
      />
    </Stack>
  );
});
