import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterExcessCents } from '#domain/tax/household-deduction.ts';
import { formatMoney, formatWholeEuros } from '#web/lib/format-money.ts';
import { deductionRules } from '#web/lib/deduction-rules.ts';

/**
 * The household deduction in the same words on every page that shows it (issue 28, decision
 * 067): the headline, "up to" 35 % of the work in whole euros, and beside it what is left
 * after this year's 150 EUR excess for one or two persons (or, when the excess takes it whole,
 * that none is left). The words are the locales' common 'deduction' keys (the server's mails
 * and receipt: order-texts.ts deductionTexts).
 * Nothing is shown without a headline (companies, the mall package, nothing to wash).
 */
export function DeductionWords(props: {
  headlineCents: number;
  afterExcessCents: AfterExcessCents;
  /** data-testid of the headline; the after-excess line's is it with '-after-excess'. */
  testId: string;
  /** The headline's look: bold by default, teal on the calculator. */
  color?: string;
}) {
  const { t, i18n } = useTranslation('common');
  if (props.headlineCents <= 0) return null;
  const lang = i18n.language;
  return (
    <Stack gap={2}>
      <Text fw={700} c={props.color} data-testid={props.testId} data-cents={props.headlineCents}>
        {t('deduction.headline', { amount: formatWholeEuros(props.headlineCents, lang) })}
      </Text>
      <Text
        size="sm"
        data-testid={`${props.testId}-after-excess`}
        data-one={props.afterExcessCents.one}
        data-two={props.afterExcessCents.two}
      >
        {props.afterExcessCents.one > 0
          ? t('deduction.after_excess', {
              one: formatMoney(props.afterExcessCents.one, lang),
              two: formatMoney(props.afterExcessCents.two, lang),
              excess: deductionRules(lang).excess,
            })
          : t('deduction.after_excess_none', { excess: deductionRules(lang).excess })}
      </Text>
    </Stack>
  );
}
