/**
 * Creating orders (customer spec sections 3, 4, 7 and 9; decisions 004, 008 and 021). The server
 * prices the order itself from the stored configuration (a price sent by the browser is
 * ignored), and in ONE transaction counts the campaign code's use (limit enforced),
 * stores customer, addresses, lines and totals, reserves the washer's time and queues the
 * confirmation mail of an invoice order. An Idempotency-Key returns the first order again.
 */
import { toStoredInvoiceChannel, toStoredPaymentType } from '#contracts/contact-form.ts';
import type { CreateOrderInput } from '#contracts/order.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { isDomainError } from '#domain/errors.ts';
import type { OrderQuantities } from '#domain/order/order-quantities.ts';
import { assertKnownWindows } from '#domain/order/quantity-rules.ts';
import { startsWithinWithdrawalPeriod } from '#domain/order/withdrawal-period.ts';
import type { CampaignCode } from '#domain/pricing/campaign-code.ts';
import { quoteOrder, type OrderQuote } from '#domain/pricing/quote-order.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { reserveWasherTime } from '../calendar/calendar.service';
import type { CounterService } from '../counter/counter.service';
import {
  claimCampaignCode,
  insertOrder,
  numberOrder,
  setOrderStartTime,
  type DiscountRow,
} from './order.repository';
import { recordOrderEvent } from './order-history.repository';
import { addressesOf, contactColumnsOf, toStoredItems } from './order-lines';
import type { Orderer } from './order-limits';
import { cancelReplacedOrder } from './order-replace';

const toCampaignCode = (row: DiscountRow): CampaignCode =>
  row.type === 'percent'
    ? { type: 'PERCENT', value: row.value }
    : { type: 'FIXED', value: row.value };

export function quantitiesOf(input: OrderBody): OrderQuantities {
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

const invalidField = (field: string, key: string, why: string) =>
  new AppError('VALIDATION_FAILED', why, { [field]: key });

function price(
  input: OrderBody,
  quantities: OrderQuantities,
  config: Awaited<ReturnType<CounterService['getCounter']>>,
  code: CampaignCode | null,
  channel: 'web' | 'staff',
): OrderQuote {
  try {
    assertKnownWindows(config, quantities);
    return quoteOrder(config, quantities, {
      channel,
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

/** What both kinds of order (this one and order-mall.ts) need to write an order. */
export interface OrderCreatorDeps {
  db: Database;
  clock: Clock;
  counters: CounterService;
  /**
   * Queues the confirmation mail (unless `mail` is false) and the ERP export in the order's
   * transaction.
   */
  queueConfirmed: (tx: Database, orderId: number, options?: { mail?: boolean }) => Promise<void>;
  /** The order limits, first thing in the order's transaction (order-limits.ts). */
  admit: (tx: Database, orderer: Orderer) => Promise<void>;
}

/** Writes one order, without the idempotency (order.service.ts), and answers its id. */
export type OrderCreator<Input> = (
  input: Input,
  orderer: Orderer,
  idempotencyKey?: string,
) => Promise<number>;

/** The order's body without its time: what the customer site and the staff both send. */
export type OrderBody = Omit<
  CreateOrderInput,
  'shippingDay' | 'cleanerId' | 'starting' | 'replaces'
>;

/** How one order is written: its time, who asks, and what else its transaction does. */
export interface OrderWriteOptions {
  shippingDay: string;
  cleanerId: number;
  starting?: string | undefined;
  /**
   * 'staff': the washer and time chosen in the back office (reserveWasherTime), priced
   * without the web shop's discount (issue 24 point 7).
   */
  override?: 'staff';
  /** The customer's order limits apply (the customer site); staff orders skip them. */
  orderer?: Orderer;
  idempotencyKey?: string | undefined;
  /** The same browser's unpaid order this one replaces (order-replace.ts). */
  replaces?: CreateOrderInput['replaces'];
  /** False: no confirmation mail (the ERP export is queued all the same). */
  notify: boolean;
  /** More writes in the order's transaction (the history, a payment link). */
  after?: (
    tx: Database,
    order: { id: number; status: 'awaiting_payment' | 'confirmed' },
  ) => Promise<void>;
}

/**
 * Writes a window cleaning order, priced here, with the washer's time reserved: the one
 * path of POST order and POST order/staff.
 */
export function createOrderWriter(deps: OrderCreatorDeps) {
  const { db, clock, counters, queueConfirmed, admit } = deps;
  return async (input: OrderBody, options: OrderWriteOptions): Promise<number> => {
    const config = await counters.getCounter(1);
    const quantities = quantitiesOf(input);
    // A phone order gets no web shop discount (issue 24 point 7).
    const channel = options.override === 'staff' ? 'staff' : 'web';
    // Priced once without the code to refuse a bad order before anything is written.
    price(input, quantities, config, null, channel);
    const form = input.address;
    const { paymentType } = contactColumnsOf(form);
    const now = clock.now();

    return db.transaction(async (tx) => {
      // The replaced order goes first: its time is free and it counts in no limit.
      if (options.replaces) await cancelReplacedOrder(tx, options.replaces, now);
      // A refused order writes nothing (no code use, no reservation, nothing cancelled).
      if (options.orderer) await admit(tx, options.orderer);
      let discount: DiscountRow | null = null;
      if (input.discountCode) {
        discount = await claimCampaignCode(tx, input.discountCode, helsinkiDate(now));
        if (!discount) {
          throw invalidField('discountCode', 'validation.code_not_usable', 'code not usable');
        }
      }
      const code = discount ? toCampaignCode(discount) : null;
      const quote = price(input, quantities, config, code, channel);
      const isPaidUpFront = paymentType === 'online' && quote.totalAfterDiscountCents > 0;
      const status = isPaidUpFront ? 'awaiting_payment' : 'confirmed';
      const order = await insertOrder(tx, {
        customer: { name: form.name, phone: form.phone, email: form.email },
        order: {
          status,
          created: now,
          updatedAt: now,
          shippingDay: options.shippingDay,
          startTime: options.starting ?? null,
          washingTime: Math.ceil(quote.washingMinutes),
          cleanerId: options.cleanerId,
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
          idempotencyKey: options.idempotencyKey ?? null,
          quantities,
        },
        addresses: addressesOf(form),
        items: toStoredItems(quote.lines, input.language),
      });
      const reservation = await reserveWasherTime(tx, {
        orderId: order.id,
        washerId: options.cleanerId,
        postalCode: form.postalCode,
        date: options.shippingDay,
        starting: options.starting,
        washingMinutes: Math.max(1, Math.ceil(quote.washingMinutes)),
        now,
        ...(options.override ? { override: options.override } : {}),
      });
      await setOrderStartTime(tx, order.id, reservation.starting);
      if (!isPaidUpFront) await queueConfirmed(tx, order.id, { mail: options.notify });
      await options.after?.(tx, { id: order.id, status });
      await numberOrder(tx, order.id, now);
      return order.id;
    });
  };
}

/** POST order: a window cleaning order, priced here, with the washer's time reserved. */
export function createOrderCreator(deps: OrderCreatorDeps): OrderCreator<CreateOrderInput> {
  const write = createOrderWriter(deps);
  return (input, orderer, idempotencyKey) => {
    assertEarlyStartAsked(input, deps.clock.now());
    return write(input, {
      shippingDay: input.shippingDay,
      cleanerId: input.cleanerId,
      starting: input.starting,
      replaces: input.replaces,
      orderer,
      idempotencyKey,
      notify: true,
      // The customer ordered: the history's actor is nobody of the staff.
      after: (tx, order) =>
        recordOrderEvent(tx, {
          orderId: order.id,
          action: 'created',
          actor: null,
          at: deps.clock.now(),
        }),
    });
  };
}

/**
 * A consumer's job within the 14-day withdrawal period needs their explicit request to start
 * then (Consumer Protection Act ch. 6, decision 050); a company has no withdrawal right.
 */
function assertEarlyStartAsked(input: CreateOrderInput, now: Date) {
  const form = input.address;
  if (form.company || form.early_start) return;
  if (startsWithinWithdrawalPeriod(helsinkiDate(now), input.shippingDay)) {
    throw invalidField(
      'address.early_start',
      'validation.early_start_required',
      'job within the withdrawal period without the request to start',
    );
  }
}
