/** The order page's answer (decision 049): what was ordered, when, by whom, what it costs. */
import type { ManageOrder, ManageVisit } from '#contracts/manage.ts';
import {
  isChargedCancellation,
  type CancellationCharge,
} from '#domain/order/cancellation-charge.ts';
import { jobDayOf, lastFreeChangeDay } from '#domain/order/change-deadline.ts';
import { isPaidOrder } from '#domain/order/payment-state.ts';
import type { OrderDetails } from '../order/order.repository';
import { deductionOf, mallPerWashOf } from '../order/order-summary';
import { jobTimesOf } from './order-calendar';

export interface ManageViewFacts {
  washerFirstName: string | null;
  /** A move now is free of charge. */
  isFree: boolean;
  /** What cancelling now costs, or what it cost once cancelled (decision 068). */
  cancellation: CancellationCharge | null;
  /** The state machine lets the customer cancel / move the order now. */
  canCancel: boolean;
  canReschedule: boolean;
  /** A recurring order's visits (decision 053). */
  visit: ManageVisit;
  /** The last day a move needs the early-start request for (manage-early-start.ts). */
  earlyStartNeededUntil: string | null;
}

export function manageView(order: OrderDetails, facts: ManageViewFacts): ManageOrder {
  const times = order.status === 'cancelled' ? null : jobTimesOf(order);
  const jobDay = jobDayOf(order);
  const shipping = order.addresses.find((a) => a.type === 'shipping');
  const total = order.totalPriceAfterDiscountCents;
  const deduction = deductionOf(order);
  return {
    reference: order.reference,
    orderNumber: order.orderNumber,
    status: order.status,
    start: times?.start.toISOString() ?? null,
    end: times?.end.toISOString() ?? null,
    language: order.language,
    items: order.items
      .filter((item) => item.priceCents !== 0 || item.amount !== 1)
      .map((item) => ({ name: item.name, amount: item.amount, priceCents: item.priceCents })),
    totalPrice: total / 100,
    totalPriceCents: total,
    discountCents: order.totalPriceCents - total,
    deductionCents: deduction.headlineCents,
    deductionAfterExcessCents: deduction.afterExcessCents,
    canCancelFree:
      facts.canCancel && facts.cancellation !== null && !isChargedCancellation(facts.cancellation),
    cancellation: facts.cancellation,
    canCancel: facts.canCancel,
    canMove: facts.canReschedule && facts.isFree,
    freeChangeUntil: jobDay ? lastFreeChangeDay(jobDay) : null,
    earlyStartNeededUntil: facts.earlyStartNeededUntil,
    canPay: order.paymentType === 'online' && order.status === 'awaiting_payment',
    isPaid: isPaidOrder(order.money),
    paymentType: order.paymentType,
    washingMinutes: order.washingTime,
    washerFirstName: facts.washerFirstName,
    postalCode: shipping?.postalCode ?? '',
    address: shipping ? `${shipping.streetAddress}, ${shipping.postalCode} ${shipping.city}` : '',
    mallStartingMonth: order.mallStartingMonth,
    mallCleaningSet: order.mallCleaningSet,
    mallPerWash: mallPerWashOf(order),
    visit: facts.visit,
  };
}
