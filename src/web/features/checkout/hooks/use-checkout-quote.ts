import { useMemo } from 'react';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { eurosToCents } from '#domain/money/money.ts';
import type { CampaignCode } from '#domain/pricing/campaign-code.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import { deductibleWorkCents, householdDeduction } from '#domain/tax/household-deduction.ts';
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/payment-choice.ts';
import type { BrowserInvoiceChannel, BrowserPaymentType } from '#contracts/payment-choice.ts';
import type { ValidDiscount } from '#web/stores/order-store.ts';
import { useOrder } from '#web/stores/rendered-order.tsx';

function toCampaignCode(discount: ValidDiscount | null): CampaignCode | null {
  if (!discount) return null;
  return discount.type === 'PERCENT'
    ? { type: 'PERCENT', value: discount.discount }
    : { type: 'FIXED', value: eurosToCents(discount.discount) };
}

export interface PaymentChoiceValues {
  paymentType: BrowserPaymentType | undefined;
  invoiceChannel: BrowserInvoiceChannel | undefined;
  repeatedOrder: boolean;
  isCompany: boolean;
}

/** The order's price with the payment chosen on the form (as the server will compute it). */
export function useCheckoutQuote(config: CounterConfig, choice: PaymentChoiceValues) {
  const quantities = useOrder((s) => s.quantities);
  const discount = useOrder((s) => s.discount);
  return useMemo(() => {
    const paymentType = choice.paymentType ? toStoredPaymentType(choice.paymentType) : undefined;
    const quote = quoteOrder(config, quantities, {
      paymentType,
      invoiceChannel:
        paymentType === 'bill' && choice.invoiceChannel
          ? toStoredInvoiceChannel(choice.invoiceChannel)
          : undefined,
      repeatedOrder: choice.repeatedOrder,
      campaignCode: toCampaignCode(discount),
    });
    const deduction = householdDeduction({
      workCents: deductibleWorkCents(quote),
      customerKind: choice.isCompany ? 'company' : 'private',
      persons: 1,
      isExcessUsed: false,
    });
    return { quote, deduction, discount };
  }, [
    config,
    quantities,
    discount,
    choice.paymentType,
    choice.invoiceChannel,
    choice.repeatedOrder,
    choice.isCompany,
  ]);
}
