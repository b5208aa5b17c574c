import { Checkbox, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';

type CountKey =
  | 'balconyGlassAmount'
  | 'terraceGlassAmount'
  | 'highGlassAmount'
  | 'highOpeningAmount'
  | 'miscSealAmount'
  | 'miscFastenerAmount';
const counts: readonly CountKey[] = [
  'balconyGlassAmount',
  'terraceGlassAmount',
  'highGlassAmount',
  'highOpeningAmount',
  'miscSealAmount',
  'miscFastenerAmount',
];

const whole = (value: string | number) => Math.max(0, Math.floor(Number(value) || 0));

/**
 * What is to be cleaned, as the caller tells it: every window type of the price
 * configuration and the calculator's other counts, priced live by the same domain.
 */
export function QuantityFields(props: {
  config: CounterConfig;
  value: OrderQuantities;
  onChange: (value: OrderQuantities) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('admin-staff-order');
  const { value, onChange } = props;
  const amountOf = (windowId: number) =>
    value.windows.find((w) => w.windowId === windowId)?.amount ?? 0;
  const setWindow = (windowId: number, amount: number) =>
    onChange({
      ...value,
      windows: [
        ...value.windows.filter((w) => w.windowId !== windowId),
        ...(amount > 0 ? [{ windowId, amount }] : []),
      ],
    });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('sections.quantities')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {props.config.windows.map((w) => (
          <NumberInput
            key={w.id}
            label={i18n.language === 'en' ? w.titleEng : w.title}
            min={0}
            max={999}
            allowDecimal={false}
            value={amountOf(w.id)}
            onChange={(v) => setWindow(w.id, whole(v))}
          />
        ))}
        {counts.map((key) => (
          <NumberInput
            key={key}
            label={t(`counts.${key}`)}
            min={0}
            max={999}
            allowDecimal={false}
            value={value[key]}
            onChange={(v) => onChange({ ...value, [key]: whole(v) })}
          />
        ))}
      </SimpleGrid>
      <Checkbox
        label={t('counts.balconyGlassCurtain')}
        checked={value.balconyGlassCurtain === true}
        onChange={(e) => onChange({ ...value, balconyGlassCurtain: e.currentTarget.checked })}
      />
      <Checkbox
        label={t('counts.terraceRoof')}
        checked={value.terraceRoof}
        onChange={(e) => onChange({ ...value, terraceRoof: e.currentTarget.checked })}
      />
      {props.error ? (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      ) : null}
    </Stack>
  );
}
