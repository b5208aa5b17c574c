/**
 * The order's money apart from its job (issue 24): staff record payments and refunds, any
 * number, partial ones included, whatever the job's state; Paytrail's successes are written
 * here too. Each is an order_money row and an order_events row with its actor, written under
 * the order's row lock (the order life's `act`), so two members of staff recording a payment
 * of one order at once take turns and the second sees what the first recorded: the order is
 * never paid over what is due by hand. The state and the limits are src/domain/money.
 */
import type { RecordPaymentInput, RecordRefundInput } from '#contracts/order-money.ts';
import type { OrderNoteInput } from '#contracts/order-life.ts';
import { eurosToCents } from '#contracts/common.ts';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { paymentRefusal, refundRefusal } from '#domain/money/order-money.ts';
import { statusAfter } from '#domain/order/order-life.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { OrderEventActor } from '../order/order-history.repository';
import type { OrderLife } from '../order/order-life.repository';
import type { OrderLifeService } from '../order/order-life.service';
import { insertMoneyEntry, insertOnlinePayment } from './money.repository';

export interface MoneyServiceDeps {
  clock: Clock;
  life: OrderLifeService;
}

const amountRefused = (id: number, why: string, key: string) =>
  new AppError('VALIDATION_FAILED', `order ${id}: ${why}`, { amount: key });

export function createMoneyService({ clock, life }: MoneyServiceDeps) {
  return {
    /**
     * A payment staff received: at most what is due (400 naming `amount`); an order waiting
     * for its payment is confirmed by it. 201 with the order.
     */
    recordPayment(id: number, input: RecordPaymentInput, actor: OrderEventActor) {
      const amountCents = eurosToCents(input.amount);
      return life.act(
        id,
        'record_payment',
        async (tx, current, _order, now) => {
          await insertMoneyEntry(tx, {
            orderId: id,
            kind: 'payment',
            amountCents,
            onDay: input.paidOn,
            method: input.method,
            note: input.note ?? null,
            recordedBy: actor,
            created: now,
          });
          const status = statusAfter(current.facts, 'record_payment', 'staff');
          if (status && status !== current.facts.status) {
            await life.setStatus(tx, id, status, now);
          }
          await life.event(
            tx,
            id,
            actor,
            now,
          )('payment_recorded', {
            amountCents,
            paidOn: input.paidOn,
            method: input.method,
            ...(input.note ? { note: input.note } : {}),
            ...(status && status !== current.facts.status
              ? { status: { from: current.facts.status, to: status } }
              : {}),
          });
        },
        {
          by: 'staff',
          precheck: (current) => {
            if (paymentRefusal(current.money, amountCents)) {
              throw amountRefused(id, 'payment over what is due', 'validation.amount_over_due');
            }
          },
        },
      );
    },

    /** Money given back: at most what was paid less refunds (400 naming `amount`). */
    recordRefund(id: number, input: RecordRefundInput, actor: OrderEventActor) {
      const amountCents = eurosToCents(input.amount);
      return refund(id, actor, () => ({
        amountCents,
        onDay: input.refundedOn,
        method: input.method,
        note: input.note,
      }));
    },

    /**
     * The old whole refund (POST order/{id}/refund): gives back what is due back today, by
     * the method of the order's payments (online when paid online). 409 when nothing is.
     */
    refundWhatIsDue(id: number, input: OrderNoteInput, actor: OrderEventActor) {
      return refund(
        id,
        actor,
        (current, now) => ({
          amountCents: current.money.refundDueCents,
          onDay: helsinkiDate(now),
          method: undefined,
          note: input.note,
        }),
        true,
      );
    },

    /**
     * A successful Paytrail payment as the order's payment, once per attempt (the redirect
     * and the callback both come); the caller holds the order's row lock.
     */
    recordOnlinePayment: (
      tx: Database,
      payment: { orderId: number; paymentId: number; amountCents: number },
    ) => {
      const now = clock.now();
      return insertOnlinePayment(tx, { ...payment, onDay: helsinkiDate(now), at: now });
    },
  };

  function refund(
    id: number,
    actor: OrderEventActor,
    what: (
      current: OrderLife,
      now: Date,
    ) => {
      amountCents: number;
      onDay: string;
      method: RecordRefundInput['method'];
      note?: string | undefined;
    },
    wholeDue = false,
  ) {
    return life.act(
      id,
      'record_refund',
      async (tx, current, _order, now) => {
        const refund = what(current, now);
        await insertMoneyEntry(tx, {
          orderId: id,
          kind: 'refund',
          amountCents: refund.amountCents,
          onDay: refund.onDay,
          method: refund.method ?? (current.paymentType === 'online' ? 'online' : 'bank_transfer'),
          note: refund.note ?? null,
          recordedBy: actor,
          created: now,
        });
        await life.event(
          tx,
          id,
          actor,
          now,
        )('refund_recorded', {
          amountCents: refund.amountCents,
          refundedOn: refund.onDay,
          ...(refund.note ? { note: refund.note } : {}),
        });
      },
      {
        by: 'staff',
        precheck: (current) => {
          if (wholeDue) {
            if (current.money.refundDueCents === 0) {
              throw new AppError('ACTION_NOT_ALLOWED', `order ${id}: no refund due`);
            }
            return;
          }
          const { amountCents } = what(current, clock.now());
          if (refundRefusal(current.money, amountCents)) {
            throw amountRefused(id, 'refund over what was paid', 'validation.amount_over_paid');
          }
        },
      },
    );
  }
}
export type MoneyService = ReturnType<typeof createMoneyService>;
