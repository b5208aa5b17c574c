import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HouseholdDeduction } from '#domain/tax/household-deduction.ts';
import { useCalculatorUi } from '../hooks/use-calculator-ui';
import { PriceRow } from './price-row';
import { CheckboxField } from './yes-no';
import classes from './calculator.module.css';
import { deductionRules } from '#web/lib/deduction-rules.ts';

/** One person, or two (spouses) sharing the work evenly. */
function PersonsChoice() {
  const { t } = useTranslation('calculator');
  const persons = useCalculatorUi((s) => s.deductionPersons);
  const patch = useCalculatorUi((s) => s.patch);
  const option = (count: 1 | 2, label: string) => (
    <label className={classes.choice}>
      <input
        type="radio"
        name="deduction-persons"
        checked={persons === count}
        onChange={() => patch({ deductionPersons: count })}
        className={classes.choiceInput}
        data-testid={`deduction-persons-${count}`}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('deduction.persons')}</legend>
      <Group gap="lg" mt={4}>
        {option(1, t('deduction.one_person'))}
        {option(2, t('deduction.two_persons'))}
      </Group>
    </fieldset>
  );
}

/**
 * The exact deduction (customer spec section 9, decision 004): one or two persons, each with their own excess
 * and cap, and whether this year's excess is already used.
 */
export function DeductionBox({
  deduction,
  payableCents,
}: {
  deduction: HouseholdDeduction;
  payableCents: number;
}) {
  const { t, i18n } = useTranslation('calculator');
  const isExcessUsed = useCalculatorUi((s) => s.isExcessUsed);
  const patch = useCalculatorUi((s) => s.patch);
  return (
    <details className={classes.details}>
      <summary>
        <Text component="span" size="sm" c="blue.8" fw={600}>
          {t('deduction.exact_title')}
        </Text>
      </summary>
      <Stack gap="xs" mt="xs">
        <PersonsChoice />
        <CheckboxField
          label={t('deduction.excess_used', deductionRules(i18n.language))}
          checked={isExcessUsed}
          onChange={(checked) => patch({ isExcessUsed: checked })}
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
      </Stack>
    </details>
  );
}
