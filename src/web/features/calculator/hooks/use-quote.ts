import { useMemo } from 'react';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { eurosToCents } from '#domain/money/money.ts';
import type { CampaignCode } from '#domain/pricing/campaign-code.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { deductibleWorkCents, householdDeduction } from '#domain/tax/household-deduction.ts';
import { useOrderStore, type ValidDiscount } from '#web/stores/order-store.ts';
import { useCalculatorUi } from './use-calculator-ui';
import { useQuantities } from './use-quantities';

/** The store keeps the discount as the API answers it (percent, or euros for FIXED). */
export function toCampaignCode(discount: ValidDiscount | null): CampaignCode | null {
  if (!discount) return null;
  return discount.type === 'PERCENT'
    ? { type: 'PERCENT', value: discount.discount }
    : { type: 'FIXED', value: eurosToCents(discount.discount) };
}

/** The live quote of the order with the domain engine, and its household deduction. */
export function useQuote(config: CounterConfig) {
  const quantities = useQuantities(config);
  const discount = useOrderStore((s) => s.discount);
  const isCompany = useOrderStore((s) => s.company);
  const persons = useCalculatorUi((s) => s.deductionPersons);
  const isExcessUsed = useCalculatorUi((s) => s.isExcessUsed);
  return useMemo(() => {
    const quote = quoteOrder(config, quantities, { campaignCode: toCampaignCode(discount) });
    const deduction = householdDeduction({
      workCents: deductibleWorkCents(quote),
      customerKind: isCompany ? 'company' : 'private',
      persons,
      isExcessUsed,
    });
    return { quote, deduction, discount };
  }, [config, quantities, discount, isCompany, persons, isExcessUsed]);
}
export type LiveQuote = ReturnType<typeof useQuote>;
