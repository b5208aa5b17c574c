/**
 * The order behind an order page token (decision 049), shared by the page's answers, its
 * calendar file and its receipt: a well-formed, known, unexpired token of an order that has
 * not been erased. Every other case is the same NOT_FOUND.
 */
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { manageLinkLastDay } from '#domain/order/change-deadline.ts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { findOrderDetailsById, type OrderDetails } from '../order/order.repository';
import { findOrderIdByTokenHash } from './manage.repository';
import { hashManageToken, isManageTokenShape } from './manage-token';

export function createManagedOrderFinder(db: Database, clock: Clock) {
  return async function managedOrderOf(token: string): Promise<OrderDetails> {
    const id = isManageTokenShape(token)
      ? await findOrderIdByTokenHash(db, hashManageToken(token))
      : null;
    const order = id === null ? null : await findOrderDetailsById(db, id);
    const lastDay = order ? manageLinkLastDay(order) : null;
    const isExpired = lastDay !== null && helsinkiDate(clock.now()) > lastDay;
    if (!order || order.anonymisedAt || isExpired) throw notFound('order page');
    return order;
  };
}
