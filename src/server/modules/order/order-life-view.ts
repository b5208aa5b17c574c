/**
 * What the back office's order shows of its life (decision 045): the actions staff may
 * take now, when and why it was cancelled or voided, when it was done, and whether money is
 * to be given back (the money itself is money/money-view.ts).
 */
import { centsToEuros } from '#contracts/common.ts';
import type { StoredOrder } from '#contracts/order-stored.ts';
import { possibleActions } from '#domain/order/order-life.ts';
import type { OrderLife } from './order-life.repository';

export type OrderLifeFields = Pick<
  StoredOrder,
  | 'actions'
  | 'cancelled_at'
  | 'cancel_reason'
  | 'cancellation_charge'
  | 'done_at'
  | 'needs_refund'
  | 'refunded_at'
  | 'voided_at'
  | 'void_reason'
  | 'voided_by_name'
  | 'proposal_expires_at'
  | 'proposal_of'
>;

export function toOrderLifeFields(life: OrderLife): OrderLifeFields {
  return {
    actions: possibleActions(life.facts, 'staff'),
    cancelled_at: life.cancelledAt?.toISOString() ?? null,
    cancel_reason: life.cancelReason,
    cancellation_charge:
      life.cancelledAt === null ? null : centsToEuros(life.cancellationChargeCents),
    done_at: life.doneAt?.toISOString() ?? null,
    needs_refund: life.money.refundDueCents > 0,
    refunded_at: life.refundedAt?.toISOString() ?? null,
    voided_at: life.voidedAt?.toISOString() ?? null,
    void_reason: life.voidReason,
    voided_by_name: life.voidedByName,
    proposal_expires_at: life.proposalExpiresAt?.toISOString() ?? null,
    proposal_of: life.proposalOf,
  };
}
