import { memo } from 'react';
import { InputBase, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { useOrderStore } from '#web/stores/order-store.ts';
import { formatMoney } from '#web/lib/format-money.ts';
import { QuantityStepper } from './quantity-stepper';
import { FieldRow } from './yes-no';
import { useQuantity } from '../hooks/use-quantities';

/** The contact form's message allows 1028 characters; the order's additional info likewise. */
const maxInfoLength = 1028;

/** Seals, fasteners and a free-text message for the cleaner. */
export const AdditionalSection = memo(function AdditionalSection({
  config,
}: {
  config: CounterConfig;
}) {
  const { t, i18n } = useTranslation('calculator');
  const seals = useQuantity(config, (q) => q.miscSealAmount);
  const fasteners = useQuantity(config, (q) => q.miscFastenerAmount);
  const info = useOrderStore((s) => s.additionalInfo);
  const setQuantities = useOrderStore((s) => s.setQuantities);
  const patch = useOrderStore((s) => s.patch);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const { sealBase, seal, fastener } = config.items;
  return (
    <Stack gap="lg">
      <Text size="sm">{t('sections.additional_hint')}</Text>
      <FieldRow
        label={t('additional.seals')}
        hint={t('windows.start_fee', {
          price: money(sealBase.priceCents),
          unit: money(seal.priceCents),
        })}
      >
        <QuantityStepper
          label={t('additional.seals')}
          value={seals}
          onChange={(value) => setQuantities((q) => ({ ...q, miscSealAmount: value }))}
          testId="seals"
        />
      </FieldRow>
      <FieldRow
        label={t('additional.fasteners')}
        hint={t('stepper.unit_price', { price: money(fastener.priceCents) })}
      >
        <QuantityStepper
          label={t('additional.fasteners')}
          value={fasteners}
          onChange={(value) => setQuantities((q) => ({ ...q, miscFastenerAmount: value }))}
          testId="fasteners"
        />
      </FieldRow>
      <InputBase
        component="textarea"
        label={t('additional.info_label')}
        placeholder={t('additional.info_placeholder')}
        value={info}
        maxLength={maxInfoLength}
        rows={4}
        styles={{ input: { height: 'auto', minHeight: 100, paddingBlock: 8 } }}
        description={t('additional.info_counter', { count: info.length, max: maxInfoLength })}
        onChange={(e) => patch({ additionalInfo: e.currentTarget.value })}
      />
    </Stack>
  );
});
