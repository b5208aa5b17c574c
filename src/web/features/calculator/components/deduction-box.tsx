import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HouseholdDeduction } from '../../../../domain/tax/household-deduction';
import { useCalculatorUi } from '../hooks/use-calculator-ui';
import { PriceRow } from './price-row';

/**
 * The exact deduction (DESIGN section 4): one or two persons, each with their own excess
 * and cap, and whether this year's excess is already used; and the rules in words.
 */
export function DeductionBox({
  deduction,
  payableCents,
}: {
  deduction: HouseholdDeduction;
  payableCents: number;
}) {
  const { t } = useTranslation('calculator');
  const persons = useCalculatorUi((s) => s.deductionPersons);
  const isExcessUsed = useCalculatorUi((s) => s.isExcessUsed);
  const patch = useCalculatorUi((s) => s.patch);
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="deduction-exact-title">
        {t('deduction.exact_title')}
      </Text>
      <Radio.Group
        label={t('deduction.persons')}
        size="sm"
        value={String(persons)}
        onChange={(v) => patch({ deductionPersons: v === '2' ? 2 : 1 })}
      >
        <Group gap="lg" mt={4}>
          <Radio value="1" label={t('deduction.one_person')} data-testid="deduction-persons-1" />
          <Radio value="2" label={t('deduction.two_persons')} data-testid="deduction-persons-2" />
        </Group>
      </Radio.Group>
      <Checkbox
        size="sm"
        label={t('deduction.excess_used')}
        checked={isExcessUsed}
        onChange={(e) => patch({ isExcessUsed: e.currentTarget.checked })}
      />
      <PriceRow
        label={t('deduction.exact')}
        cents={-deduction.exactCents}
        testId="deduction-exact"
      />
      <PriceRow
        label={t('deduction.exact_after')}
        cents={Math.max(0, payableCents - deduction.exactCents)}
        strong
        testId="price-after-exact-deduction"
      />
      <Text size="xs" c="dimmed">
        {t('deduction.explanation')}
      </Text>
    </Stack>
  );
}
