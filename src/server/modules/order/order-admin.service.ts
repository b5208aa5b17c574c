/**
 * The back office's orders (admin spec sections 2-5 and 7): the list with its filters,
 * one order as stored, the edit of contact details, addresses and day, and deletion.
 */
import { centsToEuros } from '#contracts/common.ts';
import {
  defaultShareWindow,
  type OrderListQuery,
  type OrderListResponse,
} from '#contracts/order-admin.ts';
import type { StoredOrder, UpdateOrderInput } from '#contracts/order-stored.ts';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { releaseWasherTime, reserveWasherTime } from '../calendar/calendar.service';
import { lockWasherDayForMove } from '../calendar/washer-day-lock';
import { earlyStartNeededUntil } from '../manage/manage-early-start';
import {
  countInternational,
  deleteOrder,
  listOrders,
  setShippingDay,
  updateOrderContact,
} from './order-admin.repository';
import { canTakeAction, statusWithNewTime } from '#domain/order/order-life.ts';
import { recordOrderEvent, type OrderEventActor } from './order-history.repository';
import { asEditError, orderEdits } from './order-edits';
import { findOrderLife, moneyOfRow } from './order-life.repository';
import { actionNotAllowed } from './order-life.service';
import { toOrderLifeFields } from './order-life-view';
import { listOrderMoney } from '../money/money.repository';
import { toMoneyFields, toStoredMoney } from '../money/money-view';
import { readPaymentTermsDays } from '../money/payment-terms';
import { toApiAddress } from './order-lines';
import { findOrderDetailsById, updateOrderStatus, type OrderDetails } from './order.repository';

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

export function toStoredOrder(d: OrderDetails): StoredOrder {
  return {
    id: d.id,
    reference: d.reference,
    order_number: d.orderNumber,
    easoft_order_id: d.easoftOrderId,
    created: d.created.toISOString(),
    shipping_day: d.shippingDay,
    starting: hhmm(d.startTime),
    customer_id: d.customer,
    addresses: d.addresses.map(toApiAddress),
    order_items: d.items.map((i) => ({
      name: i.name,
      amount: i.amount,
      price: centsToEuros(i.priceCents),
      discount_price: centsToEuros(i.discountPriceCents),
      easoft_item_id: i.easoftItemId,
    })),
    company_name: d.companyName,
    company_vat: d.companyVat,
    company_einvoice_address: d.companyEinvoiceAddress,
    company_operator_id: d.companyOperatorId,
    payment_type: d.paymentType,
    invoice_channel: d.invoiceChannel,
    discount_code: d.discountCode,
    discount_amount: d.discountCode ? centsToEuros(d.discountAmountCents) : null,
    discount_type: d.discountType
      ? (d.discountType.toUpperCase() as 'PERCENT' | 'FIXED')
      : d.discountCode
        ? 'UNDEFINED'
        : null,
    base_price: centsToEuros(d.basePriceCents),
    total_price: centsToEuros(d.totalPriceCents),
    total_price_after_discount: centsToEuros(d.totalPriceAfterDiscountCents),
    additional_info: d.additionalInfo ?? '',
    cleanerId: d.cleanerId,
    washing_time: d.washingTime,
    marketing_permission: d.marketingPermission,
    repeated_order: d.repeatedOrder,
    clean_interval: ((d.repeatedOrder ? d.cleanInterval : null) ?? 12) as 3 | 6 | 9 | 12,
    international_cleaner: d.internationalCleaner,
    language: d.language,
    mall_name: (d.mallName as StoredOrder['mall_name']) ?? null,
    mall_starting_month: d.mallStartingMonth,
    mall_cleaning_set: d.mallCleaningSet,
    early_start_needed_until: earlyStartNeededUntil(d),
    status: d.status,
    progress: d.progress,
  };
}

export function createOrderAdminService(db: Database, clock: Clock) {
  async function details(id: number): Promise<OrderDetails> {
    const found = await findOrderDetailsById(db, id);
    if (!found) throw notFound(`order ${id}`);
    return found;
  }

  async function stored(id: number): Promise<StoredOrder> {
    const order = toStoredOrder(await details(id));
    const life = await findOrderLife(db, id);
    if (!life) return order;
    const [entries, termsDays] = await Promise.all([
      listOrderMoney(db, id),
      readPaymentTermsDays(db),
    ]);
    const money = toStoredMoney(life, entries, termsDays);
    return { ...order, ...toOrderLifeFields(life), ...money };
  }

  return {
    async list(query: OrderListQuery): Promise<OrderListResponse> {
      const fallback = defaultShareWindow(helsinkiDate(clock.now()));
      const from = query.share_from ?? fallback.from;
      const to = query.share_to ?? fallback.to;
      const [{ rows, total }, share, termsDays] = await Promise.all([
        listOrders(db, query),
        countInternational(db, helsinkiInstant(from), helsinkiInstant(addDays(to, 1))),
        readPaymentTermsDays(db),
      ]);
      return {
        orders: rows.map((r) => ({
          id: r.id,
          reference: r.reference,
          order_number: r.orderNumber,
          created: r.created.toISOString(),
          status: r.status,
          shipping_day: r.shippingDay,
          starting: hhmm(r.startTime),
          washer_name: r.washerName,
          customer_name: r.customerName,
          customer_email: r.customerEmail,
          postal_code: r.postalCode,
          payment_type: r.paymentType,
          total_price_after_discount: centsToEuros(r.totalPriceAfterDiscountCents),
          repeated_order: r.repeatedOrder,
          international_cleaner: r.internationalCleaner,
          mall_name: r.mallName,
          mall_cleaning_set: r.mallCleaningSet,
          needs_refund: r.needsRefund,
          voided_at: r.voidedAt?.toISOString() ?? null,
          ...toMoneyFields(
            {
              money: moneyOfRow(r),
              paymentType: r.paymentType,
              invoiceDays: {
                invoicedOn: r.invoicedOn,
                jobDay: r.shippingDay,
                orderedOn: helsinkiDate(r.created),
              },
            },
            termsDays,
          ),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        international_share: { from, to, ...share },
      };
    },

    get: (id: number) => stored(id),

    /**
     * Contact details, addresses and message, and the day: a new day (or washer) takes the
     * washer's time on it under the same rules as a customer's order, else 409 and nothing
     * changes. A mall order has no day. An order that needs a new time (paid after its
     * payment hold, its time sold) is paid again once a day is saved and reserved.
     */
    async update(
      id: number,
      input: UpdateOrderInput,
      actor: OrderEventActor | null = null,
    ): Promise<StoredOrder> {
      if (input.id !== id) {
        throw new AppError('VALIDATION_FAILED', 'id differs from the path', {
          id: 'validation.invalid_value',
        });
      }
      const order = await details(id);
      const shipping = input.addresses.find((a) => a.type === 'shipping');
      if (!shipping) {
        throw new AppError('VALIDATION_FAILED', 'no shipping address', {
          addresses: 'validation.required',
        });
      }
      if (new Set(input.addresses.map((a) => a.type)).size !== input.addresses.length) {
        throw new AppError('VALIDATION_FAILED', 'an address type twice', {
          addresses: 'validation.invalid_value',
        });
      }
      const isMall = order.shippingDay === null;
      if (isMall && input.shipping_day !== null) {
        throw new AppError('VALIDATION_FAILED', 'a mall order has no day', {
          shipping_day: 'validation.invalid_value',
        });
      }
      if (!isMall && input.shipping_day === null) {
        throw new AppError('VALIDATION_FAILED', 'the day is required', {
          shipping_day: 'validation.required',
        });
      }
      const washerId = input.cleanerId ?? order.cleanerId;
      const needsNewTime = order.status === 'needs_new_time';
      const isMoved =
        !isMall &&
        (input.shipping_day !== order.shippingDay ||
          washerId !== order.cleanerId ||
          shipping.postal_code !== order.addresses.find((a) => a.type === 'shipping')?.postalCode);
      // Saved on its old day, an order needing a new time takes a time there if one is free.
      const isRetried = !isMall && !isMoved && needsNewTime;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const life = await findOrderLife(tx, id, true);
        if (life && !canTakeAction(life.facts, 'edit', 'staff')) {
          throw actionNotAllowed(id, 'edit', life.facts.status);
        }
        await updateOrderContact(tx, id, {
          customer: input.customer_id,
          addresses: input.addresses.map((a) => ({
            type: a.type,
            name: a.name,
            streetAddress: a.street_address,
            postalCode: a.postal_code,
            city: a.city,
            message: a.message,
          })),
          additionalInfo: input.additional_info,
          now,
        });
        if ((isMoved || isRetried) && input.shipping_day && washerId !== null) {
          await lockWasherDayForMove(tx, washerId, input.shipping_day);
          await releaseWasherTime(tx, id);
          const reservation = await reserveWasherTime(tx, {
            orderId: id,
            washerId,
            postalCode: shipping.postal_code,
            date: input.shipping_day,
            washingMinutes: Math.max(1, order.washingTime),
            now,
          }).catch((error: unknown) => {
            // Still no time on the old day: the contact changes are saved, the status stays.
            if (isRetried && error instanceof AppError) return null;
            throw asEditError(error);
          });
          if (reservation) {
            await setShippingDay(tx, id, input.shipping_day, reservation.starting);
            if (needsNewTime && life) {
              const status = statusWithNewTime();
              await updateOrderStatus(tx, id, 'needs_new_time', status, now);
            }
          }
        }
        const changes = orderEdits(order, await findOrderDetailsById(tx, id));
        if (Object.keys(changes).length > 0) {
          await recordOrderEvent(tx, { orderId: id, action: 'edited', actor, changes, at: now });
        }
      });
      return stored(id);
    },

    /**
     * Deletes an order that moved no money, was not done and went to no ERP (the state
     * machine's delete); any other is kept: ORDER_KEPT, to be voided instead (issue 24).
     */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const life = await findOrderLife(tx, id, true);
        if (!life) throw notFound(`order ${id}`);
        if (!canTakeAction(life.facts, 'delete', 'staff')) {
          throw new AppError('ORDER_KEPT', `order ${id}: kept (money, done, exported or voided)`);
        }
        await deleteOrder(tx, id);
      });
    },
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
