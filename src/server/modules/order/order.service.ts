/**
 * Creating orders (customer spec sections 3, 4 and 7; DESIGN sections 4 and 5). The server
 * prices the order itself from the stored configuration (a price sent by the browser is
 * ignored), and in ONE transaction counts the campaign code's use (limit enforced),
 * stores customer, addresses, lines and totals, reserves the washer's time and queues the
 * confirmation mail of an invoice order. An Idempotency-Key returns the first order again.
 */
import type { CreateOrderResponse, OrderSummary } from '#contracts/checkout.ts';
import { centsToEuros } from '#contracts/common.ts';
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/contact-form.ts';
import type { CreateMallOrderInput, CreateOrderInput } from '#contracts/order.ts';
import { accountingIds } from '#domain/counter/counter-config.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { isDomainError } from '#domain/errors.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { assertKnownWindows } from '#domain/order/quantity-rules.ts';
import type { CampaignCode } from '#domain/pricing/campaign-code.ts';
import { quoteOrder, type OrderQuote } from '#domain/pricing/quote-order.ts';
import { householdDeduction } from '#domain/tax/household-deduction.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { releaseWasherTime, reserveWasherTime } from '../calendar/calendar.service';
import type { CounterService } from '../counter/counter.service';
import type { Outbox } from '../outbox/outbox.service';
import {
  claimCampaignCode,
  findOrderDetailsById,
  findOrderDetailsByReference,
  findReferenceByIdempotencyKey,
  findUnpaidOrderIds,
  insertOrder,
  isIdempotencyKeyTaken,
  lockOrderStatus,
  setOrderStartTime,
  updateOrderStatus,
  type DiscountRow,
  type OrderDetails,
} from './order.repository';
import { addressesOf, contactColumnsOf, toApiAddress, toStoredItems } from './order-lines';
import type { OrderLimits, Orderer } from './order-limits';
import { createMallOrderCreator } from './order-mall';
import { createPaidOrderSettler } from './order-paid';

const toCampaignCode = (row: DiscountRow): CampaignCode =>
  row.type === 'percent'
    ? { type: 'PERCENT', value: row.value }
    : { type: 'FIXED', value: row.value };

function quantitiesOf(input: CreateOrderInput): OrderQuantities {
  return {
    windows: input.windows.map((w) => ({ windowId: w.windowId, amount: w.amount })),
    balconyGlassAmount: input.balconyGlassAmount,
    balconyGlassCurtain: input.balconyGlassCurtain,
    balconyRailings: input.balconyRailings,
    balconyRailingMeters: input.balconyRailingMeters,
    balconyRailingsObstacle: input.balconyRailingsObstacle,
    terraceGlassAmount: input.terraceGlassAmount,
    terraceRoof: input.terraceRoof,
    miscSealAmount: input.miscSealAmount,
    miscFastenerAmount: input.miscFastenerAmount,
    highGlassAmount: input.highGlassAmount,
    highOpeningAmount: input.highOpeningAmount,
  };
}

/** The headline household deduction of a stored order, in cents (0 for companies and malls). */
export function deductionOf(details: OrderDetails): number {
  const fees = details.items
    .filter((item) => item.easoftItemId === accountingIds.chargingFee)
    .reduce((sum, item) => sum + item.amount * item.priceCents, 0);
  return householdDeduction({
    workCents: Math.max(0, details.totalPriceAfterDiscountCents - fees),
    customerKind: details.customerKind,
    persons: 1,
    isExcessUsed: false,
  }).headlineCents;
}

export function toCreateOrderResponse(details: OrderDetails): CreateOrderResponse {
  return {
    id: details.reference,
    reference: details.reference,
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
export function toOrderSummary(details: OrderDetails, withPersonalData: boolean): OrderSummary {
  const deduction = deductionOf(details);
  return {
    reference: details.reference,
    created: details.created.toISOString(),
    status: details.status,
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
    household_deduction: details.customerKind === 'private' ? centsToEuros(deduction) : null,
    repeated_order: details.repeatedOrder,
    clean_interval: details.repeatedOrder
      ? ((details.cleanInterval ?? 12) as 3 | 6 | 9 | 12)
      : null,
    international_cleaner: details.internationalCleaner,
    marketing_permission: details.marketingPermission,
    mall_name: (details.mallName as OrderSummary['mall_name']) ?? null,
    mall_starting_month: details.mallStartingMonth,
    mall_cleaning_set: details.mallCleaningSet,
  };
}

const invalidField = (field: string, key: string, why: string) =>
  new AppError('VALIDATION_FAILED', why, { [field]: key });

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  counters: CounterService;
  outbox: Outbox;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** ERP_URL is set: a confirmed or paid order is also exported to Easoft (DESIGN 6). */
  exportsToErp?: boolean;
  /** Orders per client address and unpaid orders per e-mail address (decision 037). */
  limits?: OrderLimits;
  /**
   * PAYMENT_HOLD_MINUTES: an online order not paid within this time is cancelled and its
   * washer time freed, so an abandoned checkout does not hold a washer's day (decision 036).
   */
  paymentHoldMinutes?: number;
}

/** The default payment hold (PAYMENT_HOLD_MINUTES). */
export const defaultPaymentHoldMinutes = 30;

export function createOrderService({
  db,
  clock,
  counters,
  outbox,
  log,
  exportsToErp = false,
  limits,
  paymentHoldMinutes = defaultPaymentHoldMinutes,
}: OrderServiceDeps) {
  /** A confirmed or paid order: its mail, and its ERP export, in the caller's transaction. */
  async function queueConfirmed(tx: Database, orderId: number) {
    await outbox.enqueue(tx, 'mail.order_confirmation', { orderId });
    if (exportsToErp) await outbox.enqueue(tx, 'erp.order_export', { orderId });
  }

  async function existing(key: string | undefined): Promise<OrderDetails | null> {
    if (!key) return null;
    const reference = await findReferenceByIdempotencyKey(db, key);
    return reference ? findOrderDetailsByReference(db, reference) : null;
  }

  function price(
    input: CreateOrderInput,
    quantities: OrderQuantities,
    config: Awaited<ReturnType<CounterService['getCounter']>>,
    code: CampaignCode | null,
  ): OrderQuote {
    try {
      assertKnownWindows(config, quantities);
      return quoteOrder(config, quantities, {
        paymentType: toStoredPaymentType(input.address.paymentType),
        invoiceChannel: toStoredInvoiceChannel(input.address.invoice_channel),
        repeatedOrder: input.address.repeated_order,
        campaignCode: code,
      });
    } catch (error) {
      if (isDomainError(error)) {
        const field = String(error.details.field ?? 'windows');
        throw invalidField(field, 'validation.invalid_value', error.message);
      }
      throw error;
    }
  }

  async function create(
    input: CreateOrderInput,
    orderer: Orderer,
    idempotencyKey?: string,
  ): Promise<number> {
    const config = await counters.getCounter(1);
    const quantities = quantitiesOf(input);
    // Priced once without the code to refuse a bad order before anything is written.
    price(input, quantities, config, null);
    const form = input.address;
    const { paymentType } = contactColumnsOf(form);
    const now = clock.now();

    const orderId = await db.transaction(async (tx) => {
      // First: a refused order writes nothing (no code use, no reservation).
      await limits?.admit(tx, orderer);
      let discount: DiscountRow | null = null;
      if (input.discountCode) {
        discount = await claimCampaignCode(tx, input.discountCode, helsinkiDate(now));
        if (!discount) {
          throw invalidField('discountCode', 'validation.code_not_usable', 'code not usable');
        }
      }
      const quote = price(input, quantities, config, discount ? toCampaignCode(discount) : null);
      const isPaidUpFront = paymentType === 'online' && quote.totalAfterDiscountCents > 0;
      const order = await insertOrder(tx, {
        customer: { name: form.name, phone: form.phone, email: form.email },
        order: {
          status: isPaidUpFront ? 'awaiting_payment' : 'confirmed',
          created: now,
          updatedAt: now,
          shippingDay: input.shippingDay,
          startTime: input.starting ?? null,
          washingTime: Math.ceil(quote.washingMinutes),
          cleanerId: input.cleanerId,
          customerKind: form.company ? 'company' : 'private',
          ...contactColumnsOf(form),
          discountId: discount?.id ?? null,
          discountCode: discount?.code ?? null,
          discountAmountCents: quote.codeDiscountCents,
          discountType: discount?.type ?? null,
          basePriceCents: config.basePriceCents,
          totalPriceCents: quote.totalPriceCents,
          totalPriceAfterDiscountCents: quote.totalAfterDiscountCents,
          additionalInfo: input.additionalInfo,
          language: input.language,
          idempotencyKey: idempotencyKey ?? null,
          quantities,
        },
        addresses: addressesOf(form),
        items: toStoredItems(quote.lines, input.language),
      });
      const reservation = await reserveWasherTime(tx, {
        orderId: order.id,
        washerId: input.cleanerId,
        postalCode: form.postalCode,
        date: input.shippingDay,
        starting: input.starting,
        washingMinutes: Math.max(1, Math.ceil(quote.washingMinutes)),
        now,
      });
      await setOrderStartTime(tx, order.id, reservation.starting);
      if (!isPaidUpFront) {
        await queueConfirmed(tx, order.id);
      }
      return order.id;
    });
    return orderId;
  }

  const createMall = createMallOrderCreator({
    db,
    clock,
    counters,
    queueConfirmed,
    admit: async (tx, orderer) => {
      await limits?.admit(tx, orderer);
    },
  });
  const settle = createPaidOrderSettler({ clock, log, queueConfirmed });

  /**
   * Runs `create`, or with an idempotency key already used answers that first order (also
   * when two requests with the same key race: the loser finds the winner's order).
   */
  async function idempotent(
    idempotencyKey: string | undefined,
    create: () => Promise<number>,
  ): Promise<{ order: OrderDetails; isNew: boolean }> {
    const first = await existing(idempotencyKey);
    if (first) return { order: first, isNew: false };
    try {
      const id = await create();
      const order = await findOrderDetailsById(db, id);
      if (!order) throw new Error(`order ${id} vanished`);
      return { order, isNew: true };
    } catch (error) {
      const winner = isIdempotencyKeyTaken(error) ? await existing(idempotencyKey) : null;
      if (winner) return { order: winner, isNew: false };
      throw error;
    }
  }

  return {
    /** POST order: creates the order (idempotent with a key). */
    createOrder: (input: CreateOrderInput, orderer: Orderer, idempotencyKey?: string) =>
      idempotent(idempotencyKey, () => create(input, orderer, idempotencyKey)),

    /** POST mallorder: a shopping centre's package order (idempotent with a key). */
    createMallOrder: (input: CreateMallOrderInput, orderer: Orderer, idempotencyKey?: string) =>
      idempotent(idempotencyKey, () => createMall(input, orderer, idempotencyKey)),

    /**
     * The order for the thank-you page; NOT_FOUND for an unknown reference. The personal
     * part goes to the browser that made the order (`isOrderer`, its cookie) and to anyone
     * within `openSummaryMinutes` of ordering, by the app's clock.
     */
    async getOrderSummary(reference: string, isOrderer: boolean): Promise<OrderSummary> {
      const details = await findOrderDetailsByReference(db, reference);
      if (!details) throw notFound('order');
      const age = clock.now().getTime() - details.created.getTime();
      return toOrderSummary(details, isOrderer || age < openSummaryMinutes * 60_000);
    },

    /** Pass `tx` when calling inside a transaction. */
    findOrderDetailsById: (id: number, tx: Database = db) => findOrderDetailsById(tx, id),
    findOrderDetailsByReference: (reference: string) => findOrderDetailsByReference(db, reference),

    /**
     * The first successful payment of an online order, in the caller's transaction (which
     * holds the order's row lock, see `lockOrderStatus`): see `settlePaidOrder`.
     */
    markOrderPaid: (tx: Database, orderId: number) => settle(tx, orderId),

    /** The order was made longer ago than the payment hold: no payment may be started. */
    isPaymentHoldOver: (order: Pick<OrderDetails, 'created'>) =>
      clock.now().getTime() - order.created.getTime() >= paymentHoldMinutes * 60_000,

    /** Locks the order's row until the transaction ends; its status, or null when gone. */
    lockOrderStatus: (tx: Database, orderId: number) => lockOrderStatus(tx, orderId),

    /** Cancels online orders left unpaid past the payment hold and frees their washer time. */
    async expireUnpaidOrders(): Promise<number> {
      const now = clock.now();
      const before = new Date(now.getTime() - paymentHoldMinutes * 60_000);
      let expired = 0;
      for (const id of await findUnpaidOrderIds(db, before)) {
        const isCancelled = await db.transaction(async (tx) => {
          const changed = await updateOrderStatus(tx, id, 'awaiting_payment', 'cancelled', now);
          if (changed) await releaseWasherTime(tx, id);
          return changed;
        });
        if (isCancelled) expired += 1;
      }
      return expired;
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
