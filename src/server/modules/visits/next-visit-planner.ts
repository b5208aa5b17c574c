/**
 * The next visit of a recurring order (issue 15 point 2, decision 053), planned by an outbox
 * chore in every process: four weeks before the interval ends, a proposal is made, an
 * order in status 'proposed' that holds a time of the same washer near the same weekday
 * (so availability no longer offers it), priced as a new order from the same data by
 * today's price configuration. Its order page token goes to the proposal mail; one order
 * gets one proposal whichever process plans it (unique orders.proposal_of).
 */
import type { FastifyBaseLogger } from 'fastify';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { earliestOrderDate } from '#domain/calendar/order-window.ts';
import { nextVisitCandidates, proposalHoldDays } from '#domain/order/next-visit.ts';
import { isDomainError } from '#domain/errors.ts';
import { assertKnownWindows } from '#domain/order/quantity-rules.ts';
import { hasWebShopDiscountLine } from '#domain/pricing/price-line.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { reserveWasherTime } from '../calendar/calendar.service';
import type { CounterService } from '../counter/counter.service';
import { orderPageToken } from '../manage/manage-token';
import { recordOrderEvent } from '../order/order-history.repository';
import { toStoredItems } from '../order/order-lines';
import {
  findOrderDetailsById,
  insertOrder,
  numberOrder,
  type OrderDetails,
} from '../order/order.repository';
import {
  insertPlannedMessage,
  isProposalPlannedElsewhere,
  setProposalTime,
} from './visits.repository';

export interface NextVisitPlannerDeps {
  db: Database;
  clock: Clock;
  counters: CounterService;
  tokenBox: SecretBox;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const DAY_MS = 86_400_000;

/**
 * The next visit's payment: an invoice order keeps its channel; an order paid online is
 * proposed as an e-mail invoice, since nobody pays a month ahead for a time they have not
 * accepted yet (decision 053).
 */
const paymentOf = (order: OrderDetails) =>
  order.paymentType === 'bill'
    ? { paymentType: 'bill' as const, invoiceChannel: order.invoiceChannel }
    : { paymentType: 'bill' as const, invoiceChannel: 'email' as const };

/** Whether the refusal of one candidate day means: try the next one. */
const isTryNext = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'SLOT_TAKEN' ||
    (error.code === 'VALIDATION_FAILED' && !('cleanerId' in (error.fields ?? {}))));

export function createNextVisitPlanner({
  db,
  clock,
  counters,
  tokenBox,
  log,
}: NextVisitPlannerDeps) {
  /** Reserves the first free candidate time; null when none (or the washer stopped serving). */
  async function reserveNear(
    tx: Database,
    source: OrderDetails,
    proposalId: number,
    minutes: number,
    now: Date,
  ) {
    const postalCode = source.addresses.find((a) => a.type === 'shipping')?.postalCode ?? '';
    const days = nextVisitCandidates(
      source.shippingDay!,
      source.cleanInterval!,
      earliestOrderDate(now),
    );
    const sameStart = source.startTime?.slice(0, 5);
    for (const date of days) {
      for (const starting of [sameStart, undefined]) {
        try {
          return await reserveWasherTime(tx, {
            orderId: proposalId,
            washerId: source.cleanerId!,
            postalCode,
            date,
            starting,
            washingMinutes: minutes,
            now,
          });
        } catch (error) {
          if (!isTryNext(error)) {
            if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return null;
            throw error;
          }
        }
      }
    }
    return null;
  }

  /** The office calls the customer; the planner does not try this order again. */
  async function noTimeFound(orderId: number, now: Date, why: 'time' | 'price') {
    const changes = { reason: why === 'time' ? 'no_free_time' : 'not_priceable' };
    await recordOrderEvent(db, {
      orderId,
      action: 'next_visit_not_found',
      actor: null,
      changes,
      at: now,
    });
    log.warn({ orderId, reason: changes.reason }, 'no next visit proposed');
  }

  /** Proposes the next visit of `sourceId`; answers the proposal's id, or null. */
  async function propose(sourceId: number): Promise<number | null> {
    const source = await findOrderDetailsById(db, sourceId);
    if (!source?.shippingDay || !source.cleanInterval || source.cleanerId === null) return null;
    const config = await counters.getCounter(1);
    const payment = paymentOf(source);
    const now = clock.now();
    let quote: ReturnType<typeof quoteOrder>;
    try {
      // A window type removed from the configuration since: the office takes it from here.
      assertKnownWindows(config, source.quantities);
      quote = quoteOrder(config, source.quantities, {
        ...payment,
        repeatedOrder: true,
        campaignCode: null,
        // A phone order's next visit stays without the web shop's discount (issue 24).
        channel: hasWebShopDiscountLine(source.items, config.fixedAmounts) ? 'web' : 'staff',
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await noTimeFound(source.id, now, 'price');
      return null;
    }
    const minutes = Math.max(1, Math.ceil(quote.washingMinutes));
    try {
      return await db.transaction(async (tx) => {
        // The order row first: a second process planning the same visit waits here on the
        // unique index and then fails, before it takes any washer's day.
        const proposal = await insertOrder(tx, {
          customer: source.customer,
          order: {
            status: 'proposed',
            created: now,
            updatedAt: now,
            shippingDay: source.shippingDay,
            washingTime: Math.ceil(quote.washingMinutes),
            cleanerId: source.cleanerId,
            customerKind: source.customerKind,
            companyName: source.companyName,
            companyVat: source.companyVat,
            companyEinvoiceAddress: source.companyEinvoiceAddress,
            companyOperatorId: source.companyOperatorId,
            ...payment,
            basePriceCents: config.basePriceCents,
            totalPriceCents: quote.totalPriceCents,
            totalPriceAfterDiscountCents: quote.totalAfterDiscountCents,
            additionalInfo: source.additionalInfo,
            marketingPermission: source.marketingPermission,
            repeatedOrder: true,
            cleanInterval: source.cleanInterval,
            internationalCleaner: source.internationalCleaner,
            language: source.language,
            quantities: source.quantities,
            proposalOf: source.id,
            proposalExpiresAt: new Date(now.getTime() + proposalHoldDays * DAY_MS),
          },
          addresses: source.addresses,
          items: toStoredItems(quote.lines, source.language),
        });
        const reservation = await reserveNear(tx, source, proposal.id, minutes, now);
        if (!reservation) throw new NoTimeFound();
        await setProposalTime(tx, proposal.id, reservation.date, reservation.starting);
        const token = await orderPageToken(tx, proposal.id, tokenBox);
        await insertPlannedMessage(
          tx,
          'mail.visit_proposal',
          { orderId: proposal.id, token },
          `proposal:${proposal.id}`,
          now,
        );
        const event = { changes: { proposal: proposal.id, sourceOrder: source.id }, at: now };
        await recordOrderEvent(tx, {
          orderId: proposal.id,
          action: 'proposed',
          actor: null,
          ...event,
        });
        await recordOrderEvent(tx, {
          orderId: source.id,
          action: 'proposed',
          actor: null,
          ...event,
        });
        await numberOrder(tx, proposal.id, now);
        return proposal.id;
      });
    } catch (error) {
      if (error instanceof NoTimeFound) {
        await noTimeFound(source.id, now, 'time');
        return null;
      }
      if (isProposalPlannedElsewhere(error)) return null;
      throw error;
    }
  }
  return { propose, today: () => helsinkiDate(clock.now()) };
}

class NoTimeFound extends Error {
  constructor() {
    super('no free time for the next visit');
  }
}
