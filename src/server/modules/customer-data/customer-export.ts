/**
 * An order as the customer's export gives it (GDPR article 15): every stored field of the
 * order, its customer, addresses, lines, payments (the online payment attempts, and the
 * payments and refunds of its money: amount, day, method) and the mails about it; money in
 * euros.
 */
import type { ExportedOrder } from '#contracts/customer-data.ts';
import { centsToEuros } from '#contracts/common.ts';
import { toApiAddress } from '../order/order-lines';
import type { MoneyOfOrder, StoredOrderOfEmail } from './customer-data.repository';

export interface MailOfOrder {
  orderId: string;
  topic: string;
  created: Date;
  sentAt: Date | null;
  attempts: number;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toExportedOrder(
  o: StoredOrderOfEmail,
  mails: MailOfOrder[],
  money: MoneyOfOrder[],
): ExportedOrder {
  return {
    id: o.id,
    reference: o.reference,
    status: o.status,
    created: o.created.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    shipping_day: o.shippingDay,
    starting: o.startTime === null ? null : o.startTime.slice(0, 5),
    washing_time: o.washingTime,
    customer: { name: o.customer.name, phone: o.customer.phone, email: o.customer.email },
    customer_kind: o.customerKind,
    company_name: o.companyName,
    company_vat: o.companyVat,
    company_einvoice_address: o.companyEinvoiceAddress,
    company_operator_id: o.companyOperatorId,
    payment_type: o.paymentType,
    invoice_channel: o.invoiceChannel,
    language: o.language,
    addresses: o.addresses.map(toApiAddress),
    order_items: o.items.map((i) => ({
      name: i.name,
      amount: i.amount,
      price: centsToEuros(i.priceCents),
      discount_price: centsToEuros(i.discountPriceCents),
    })),
    quantities: { ...o.quantities },
    discount_code: o.discountCode,
    base_price: centsToEuros(o.basePriceCents),
    total_price: centsToEuros(o.totalPriceCents),
    total_price_after_discount: centsToEuros(o.totalPriceAfterDiscountCents),
    additional_info: o.additionalInfo,
    marketing_permission: o.marketingPermission,
    repeated_order: o.repeatedOrder,
    clean_interval: o.cleanInterval,
    international_cleaner: o.internationalCleaner,
    mall_name: o.mallName,
    mall_starting_month: o.mallStartingMonth,
    mall_cleaning_set: o.mallCleaningSet,
    payments: o.payments.map((p) => ({
      stamp: p.stamp,
      transaction_id: p.transactionId,
      provider: p.provider,
      amount: centsToEuros(p.amountCents),
      status: p.status,
      created: p.created.toISOString(),
      paid_at: iso(p.paidAt),
      needs_refund: p.needsRefund,
    })),
    money: money
      .filter((m) => m.orderId === o.id)
      .map((m) => ({
        kind: m.kind,
        amount: centsToEuros(m.amountCents),
        on_day: m.onDay,
        method: m.method,
      })),
    mails: mails
      .filter((m) => m.orderId === String(o.id))
      .map((m) => ({
        topic: m.topic,
        created: m.created.toISOString(),
        sent_at: iso(m.sentAt),
        attempts: m.attempts,
      })),
  };
}
