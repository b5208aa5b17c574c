import { memo } from 'react';
import { windowTitleIn } from '#domain/pricing/window-title.ts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig, WindowType } from '#domain/counter/counter-config.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { landingWindows, setWindowAmount, windowAmount } from '../lib/order-defaults';
import { useHighOpeningAdvice } from '../hooks/use-high-opening-advice';
import classes from './calculator.module.css';
import { QuantityStepper } from './quantity-stepper';
import { FieldRow } from './yes-no';
import { useQuantity } from '../hooks/use-quantities';

// Memoised with the sections (decision 057): each renders again only for its own figures.
const WindowCard = memo(function WindowCard({
  window: w,
  config,
}: {
  window: WindowType;
  config: CounterConfig;
}) {
  const { t, i18n } = useTranslation('calculator');
  const amount = useQuantity(config, (q) => windowAmount(q, w.id));
  const setQuantities = useOrderStore((s) => s.setQuantities);
  const title = windowTitleIn(w, i18n.language);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`window-${w.id}`}>
      <div style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'center' }}>
        <img src={w.image} alt="" className={classes.windowImage} width={64} height={64} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text fw={600} size="sm" lh={1.3}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('stepper.unit_price', { price: formatMoney(w.priceCents, i18n.language) })}
            </Text>
          </div>
          <QuantityStepper
            label={title}
            value={amount}
            onChange={(value) => setQuantities((q) => setWindowAmount(q, w.id, value))}
          />
        </Stack>
      </div>
    </Paper>
  );
});

function HighWindows({ config }: { config: CounterConfig }) {
  const { t, i18n } = useTranslation('calculator');
  const high = useQuantity(config, (q) => q.highGlassAmount);
  const opening = useQuantity(config, (q) => q.highOpeningAmount);
  const setQuantities = useOrderStore((s) => s.setQuantities);
  const onOpeningChange = useHighOpeningAdvice();
  const fee = (baseCents: number, unitCents: number) =>
    t('windows.start_fee', {
      price: formatMoney(baseCents, i18n.language),
      unit: formatMoney(unitCents, i18n.language),
    });
  const { highWindowBase, highWindow, highOpeningBase, highOpening } = config.items;
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('windows.high_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('windows.high_hint')}
        </Text>
      </div>
      <FieldRow
        label={t('windows.high_fixed')}
        hint={fee(highWindowBase.priceCents, highWindow.priceCents)}
      >
        <QuantityStepper
          label={t('windows.high_fixed')}
          value={high}
          onChange={(value) => setQuantities((q) => ({ ...q, highGlassAmount: value }))}
        />
      </FieldRow>
      <FieldRow
        label={t('windows.high_opening')}
        hint={fee(highOpeningBase.priceCents, highOpening.priceCents)}
      >
        <QuantityStepper
          label={t('windows.high_opening')}
          value={opening}
          onChange={(value) => onOpeningChange(opening, value)}
        />
      </FieldRow>
    </Stack>
  );
}

/** Every window type of the configuration with its image, price and amount; then high windows. */
export const WindowsSection = memo(function WindowsSection({ config }: { config: CounterConfig }) {
  const { t } = useTranslation('calculator');
  return (
    <Stack gap="lg">
      <Text size="sm">{t('sections.windows_hint')}</Text>
      <div className={classes.windowGrid} data-calculator-start="">
        {landingWindows(config).map((w) => (
          <WindowCard key={w.id} window={w} config={config} />
        ))}
      </div>
      <HighWindows config={config} />
    </Stack>
  );
});
