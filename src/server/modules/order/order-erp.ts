/**
 * The ERP export of an order (decision 032): what Easoft gets, and the outbox handler
 * that sends it once and keeps Easoft's id as easoft_order_id.
 */
import { centsToEuros } from '#contracts/common.ts';
import { isPaidOrder } from '#domain/order/payment-state.ts';
import type { Database } from '#server/db/client.ts';
import type { ErpClient, ErpOrder } from '#server/integrations/erp/easoft-client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { recordOrderEvent } from './order-history.repository';
import { toApiAddress } from './order-lines';
import { findOrderDetailsById, setEasoftOrderId, type OrderDetails } from './order.repository';

export function toErpOrder(d: OrderDetails): ErpOrder {
  // An order paid after its hold whose time was sold has no time until the office sets one.
  const hasTime = d.status !== 'needs_new_time';
  return {
    order_id: d.id,
    reference: d.reference,
    created: d.created.toISOString(),
    // Easoft's field keeps its old words (issue 24): a scheduled job paid in full is 'paid'.
    status: d.status === 'confirmed' && isPaidOrder(d.money) ? 'paid' : d.status,
    shipping_day: hasTime ? d.shippingDay : null,
    starting: !hasTime || d.startTime === null ? null : d.startTime.slice(0, 5),
    washing_time: d.washingTime,
    cleaner_id: d.cleanerId,
    customer: d.customer,
    addresses: d.addresses.map(toApiAddress),
    company: d.companyName
      ? {
          name: d.companyName,
          vat: d.companyVat,
          einvoice_address: d.companyEinvoiceAddress,
          operator_id: d.companyOperatorId,
        }
      : null,
    payment_type: d.paymentType,
    invoice_channel: d.invoiceChannel,
    lines: d.items.map((item) => ({
      item_id: item.easoftItemId,
      name: item.name,
      amount: item.amount,
      unit_price: centsToEuros(item.priceCents),
      discount_price: centsToEuros(item.discountPriceCents),
    })),
    total_price: centsToEuros(d.totalPriceCents),
    total_price_after_discount: centsToEuros(d.totalPriceAfterDiscountCents),
    discount_code: d.discountCode,
    additional_info: d.additionalInfo ?? '',
    repeated_order: d.repeatedOrder,
    clean_interval: d.repeatedOrder ? d.cleanInterval : null,
    language: d.language,
    mall: d.mallName
      ? { name: d.mallName, starting_month: d.mallStartingMonth, cleaning_set: d.mallCleaningSet }
      : null,
  };
}

/**
 * The outbox handler of 'erp.order_export': an order already exported (it has an
 * easoft_order_id) or deleted meanwhile is not sent again.
 */
export function erpExportHandler(db: Database, erp: ErpClient, clock: Clock) {
  return async (payload: Record<string, unknown>, { signal }: { signal: AbortSignal }) => {
    const orderId = Number(payload.orderId);
    const order = await findOrderDetailsById(db, orderId);
    if (!order || order.easoftOrderId) return;
    const easoftId = await erp.exportOrder(toErpOrder(order), signal);
    await db.transaction(async (tx) => {
      await setEasoftOrderId(tx, orderId, easoftId);
      const changes = { easoft_order_id: easoftId };
      await recordOrderEvent(tx, {
        orderId,
        action: 'exported',
        actor: null,
        changes,
        at: clock.now(),
      });
    });
  };
}
