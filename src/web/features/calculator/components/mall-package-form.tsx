import { Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cleaningSetPrices, cleaningSets, type CleaningSet } from '#domain/mall/mall-package.ts';
import { firstInsideWashMonth, offeredStartingMonths } from '#domain/mall/mall-starting-months.ts';
import { formatMonth } from '#web/lib/format-date.ts';
import { formatMoney, formatWholeEuros } from '#web/lib/format-money.ts';
import { usePageData } from '#web/lib/ssr/page-data.ts';
import type { MallChoice } from '#web/stores/order-store.ts';
import type { useMallChoice } from '../hooks/use-mall-choice';
import { QuantityStepper } from './quantity-stepper';
import classes from './mall.module.css';
import { cleaningSetLabel, cleaningSetName } from '#domain/mall/mall-words.ts';

/** Mall window amount input: at most 4 characters (customer spec section 5). */
const MALL_WINDOW_DIGITS = 4;

/** 'Tilaustiedot': display windows, cleaning set and starting month. */
export function MallPackageForm({
  mall,
  actions,
  extraWindowCents,
}: {
  mall: MallChoice;
  actions: ReturnType<typeof useMallChoice>;
  extraWindowCents: number;
}) {
  const { t, i18n } = useTranslation('mall');
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const months = offeredStartingMonths(new Date());
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('windows.label')}
        </Text>
        <QuantityStepper
          label={t('windows.label')}
          value={mall.windows}
          onChange={actions.setWindows}
          maxDigits={MALL_WINDOW_DIGITS}
          testId="mall-windows"
        />
        <Text size="xs" c="dimmed">
          {t('windows.hint', { price: money(extraWindowCents) })}
        </Text>
      </Stack>
      <Radio.Group
        value={mall.cleaning_set}
        onChange={(value) => actions.setCleaningSet(value as CleaningSet)}
        name="cleaning-set"
        label={cleaningSetLabel(i18n.language)}
      >
        <Stack gap="xs" mt="xs">
          {cleaningSets.map((set) => (
            <Radio.Card
              key={set}
              value={set}
              className={classes.setCard}
              data-testid={`set-${set}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator aria-hidden mt={2} />
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{cleaningSetName(set, i18n.language)}</Text>
                    <Text size="sm" fw={600} c="blue.8">
                      {t('sets.per_wash', { price: money(cleaningSetPrices[set].priceCents) })}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`sets.${set}_hint`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <NativeSelect
        label={t('month.label')}
        description={t('month.hint', {
          month: formatMonth(firstInsideWashMonth(mall.starting_month), lang),
        })}
        value={mall.starting_month}
        onChange={(event) => actions.setStartingMonth(event.currentTarget.value)}
        data={months.map((month) => ({ value: month, label: formatMonth(month, lang) }))}
        data-testid="mall-month"
      />
    </Stack>
  );
}

/** 'Mitä tilaukseen sisältyy?' */
export function MallIncluded() {
  const { t, i18n } = useTranslation('mall');
  // The insurance is the company's own claim (decision 076): none saved, none listed.
  const insuranceEuros = usePageData().shopInfo?.insuranceEuros ?? null;
  const amount = formatWholeEuros((insuranceEuros ?? 0) * 100, i18n.language);
  const items = ['schedule', 'inside', 'tools', 'insurance', 'invoice'].filter(
    (item) => item !== 'insurance' || insuranceEuros !== null,
  );
  return (
    <Stack gap="xs">
      <Text size="sm">{t('included.intro')}</Text>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Text size="sm">{t(`included.item_${item}`, { amount })}</Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
