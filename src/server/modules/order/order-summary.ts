/**
 * What the customer is answered about a stored order: the answer to POST order and mallorder,
 * and the thank-you page's summary (decision 040), with its household deduction.
 */
import type { CreateOrderResponse, OrderSummary } from '#contracts/checkout.ts';
import { isPaidOrder } from '#domain/order/payment-state.ts';
import { centsToEuros } from '#contracts/common.ts';
import { accountingIds } from '#domain/counter/counter-config.ts';
import { householdDeduction, type HouseholdDeduction } from '#domain/tax/household-deduction.ts';
import { perWashOfStoredLines, type PerWash } from '#domain/mall/mall-words.ts';
import type { OrderDetails } from './order.repository';
import { toApiAddress } from './order-lines';

/**
 * The work share of a stored order in cents: what the customer pays after the campaign code,
 * without the paper-invoice fee (not work). The household deduction is counted on it.
 */
export function deductibleWorkOf(details: OrderDetails): number {
  const fees = details.items
    .filter((item) => item.easoftItemId === accountingIds.chargingFee)
    .reduce((sum, item) => sum + item.amount * item.priceCents, 0);
  return Math.max(0, details.totalPriceAfterDiscountCents - fees);
}

/**
 * The household deduction of a stored order (issue 28: the one domain function, as the
 * calculator's): its headline ("up to" 35 % of the work, at most 1 600 EUR, whole euros) and
 * what is left after the yearly excess for one or two persons. None for companies and malls.
 */
const perWashAnswer = (perWash: PerWash | null) =>
  perWash ? { net_cents: perWash.netCents, gross_cents: perWash.grossCents } : null;

/** A mall order's price per wash from its stored lines, null for any other order. */
export function mallPerWashOf(details: OrderDetails): PerWash | null {
  if (!details.mallCleaningSet) return null;
  const windows = details.quantities.windows.reduce((sum, row) => sum + row.amount, 0);
  return perWashOfStoredLines(details.items, windows);
}

export function deductionOf(details: OrderDetails): HouseholdDeduction {
  return householdDeduction({
    workCents: deductibleWorkOf(details),
    customerKind: details.customerKind,
    persons: 1,
    isExcessUsed: false,
  });
}

export function toCreateOrderResponse(details: OrderDetails): CreateOrderResponse {
  return {
    id: details.reference,
    reference: details.reference,
    order_number: details.orderNumber,
    customer_email: details.customer.email,
    total_price_after_discount: centsToEuros(details.totalPriceAfterDiscountCents),
    payment_type: details.paymentType,
    status: details.status,
  };
}

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

/**
 * Anyone with the reference sees the whole summary for this long after ordering (the bank's
 * return may open in another browser); later only the browser that ordered does (decision 040).
 */
export const openSummaryMinutes = 60;

/** The summary's personal part: who ordered, where, the company and the message. */
function personalPartOf(details: OrderDetails) {
  return {
    personal_data_withheld: false,
    customer: details.customer,
    addresses: details.addresses.map(toApiAddress),
    company_name: details.companyName,
    company_vat: details.companyVat,
    additional_info: details.additionalInfo ?? '',
  };
}

const withheldPart = {
  personal_data_withheld: true,
  customer: null,
  addresses: null,
  company_name: null,
  company_vat: null,
  additional_info: null,
};

/** The thank-you page's summary; without `withPersonalData` what was ordered, when and prices. */
export function toOrderSummary(
  details: OrderDetails,
  withPersonalData: boolean,
  orderPagePath: string | null = null,
): OrderSummary {
  const deduction = deductionOf(details);
  return {
    reference: details.reference,
    order_number: details.orderNumber,
    created: details.created.toISOString(),
    status: details.status,
    is_paid: isPaidOrder(details.money),
    language: details.language,
    shipping_day: details.shippingDay,
    starting: hhmm(details.startTime),
    washing_time: details.washingTime,
    ...(withPersonalData ? personalPartOf(details) : withheldPart),
    order_items: details.items.map((item) => ({
      name: item.name,
      amount: item.amount,
      price: centsToEuros(item.priceCents),
      discount_price: centsToEuros(item.discountPriceCents),
    })),
    payment_type: details.paymentType,
    invoice_channel: details.invoiceChannel,
    discount_code: details.discountCode,
    discount_amount: details.discountCode ? centsToEuros(details.discountAmountCents) : null,
    total_price: centsToEuros(details.totalPriceCents),
    total_price_after_discount: centsToEuros(details.totalPriceAfterDiscountCents),
    household_deduction: deduction.isEligible ? centsToEuros(deduction.headlineCents) : null,
    household_deduction_after_excess: deduction.isEligible
      ? {
          one: centsToEuros(deduction.afterExcessCents.one),
          two: centsToEuros(deduction.afterExcessCents.two),
        }
      : null,
    repeated_order: details.repeatedOrder,
    clean_interval: details.repeatedOrder
      ? ((details.cleanInterval ?? 12) as 3 | 6 | 9 | 12)
      : null,
    international_cleaner: details.internationalCleaner,
    marketing_permission: details.marketingPermission,
    mall_name: (details.mallName as OrderSummary['mall_name']) ?? null,
    mall_starting_month: details.mallStartingMonth,
    mall_cleaning_set: details.mallCleaningSet,
    mall_per_wash: perWashAnswer(mallPerWashOf(details)),
    order_page_path: orderPagePath,
  };
}
