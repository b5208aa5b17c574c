/**
 * What the order page says of a recurring order's visits (decision 053): a proposal's week
 * and whether it can still be confirmed or skipped, and an order's next visit with the
 * token of its own page (read from the sealed copy; only this order's page shows it).
 */
import type { ManageVisit } from '#contracts/manage.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { openManageToken } from '../manage/manage-token';
import { jobTimesOf } from '../manage/order-calendar';
import { findOrderDetailsById, type OrderDetails } from '../order/order.repository';
import { confirmingNeedsEarlyStart } from './visit-early-start';
import { findProposalOf } from './visits.repository';

export interface VisitViewDeps {
  db: Database;
  clock: Clock;
  tokenBox: SecretBox;
}

export function createVisitView({ db, clock, tokenBox }: VisitViewDeps) {
  return async (order: OrderDetails): Promise<ManageVisit> => {
    const isProposed = order.status === 'proposed';
    const expiresAt = isProposed ? order.proposalExpiresAt : null;
    const nextId = order.repeatedOrder ? await findProposalOf(db, order.id) : null;
    const next = nextId === null ? null : await findOrderDetailsById(db, nextId);
    const times = next && next.status !== 'cancelled' ? jobTimesOf(next) : null;
    return {
      intervalMonths: order.repeatedOrder ? order.cleanInterval : null,
      proposalExpiresAt: expiresAt?.toISOString() ?? null,
      canConfirm: expiresAt !== null && expiresAt > clock.now(),
      canSkip: isProposed,
      needsEarlyStart: confirmingNeedsEarlyStart(order, clock.now()),
      next: next
        ? {
            status: next.status,
            start: times?.start.toISOString() ?? null,
            end: times?.end.toISOString() ?? null,
            token: next.anonymisedAt ? null : openManageToken(tokenBox, next),
            needsEarlyStart: confirmingNeedsEarlyStart(next, clock.now()),
          }
        : null,
    };
  };
}
export type VisitView = ReturnType<typeof createVisitView>;
