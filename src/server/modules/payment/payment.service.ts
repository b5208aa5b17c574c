/**
 * Online payment of an order (customer spec sections 4 and 7, reference/paytrail.md):
 * starting a payment attempt with the provider, recording the chosen method, and
 * confirming the result from the signed return parameters, through the browser's
 * success page or Paytrail's server-to-server callback, whichever comes first.
 * Confirmation verifies the signature (all checkout-* parameters), our merchant id, and
 * that stamp, reference, transaction id and amount match the stored attempt; then, under
 * a row lock, applies the status once: ok is final, a later fail never downgrades it, and
 * the payment is written once as the order's money (order_money, issue 24) and the order's
 * job confirmed (and its mail queued) exactly once. A second successful attempt of an order
 * already paid is an over-payment: its money state is refund_due (decision 036).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentResult } from '#contracts/checkout.ts';
import type { Language } from '#contracts/messages.ts';
import type {
  CreatePaymentInput,
  CreatePaymentResponse,
  PaymentProvider,
  UpdatePaymentInput,
} from '#contracts/payment.ts';
import type { Database } from '#server/db/client.ts';
import type {
  CreatePaymentRequest,
  GatewayProvider,
  PaymentGateway,
} from '#server/integrations/payment/payment-gateway.ts';
import { PaymentGatewayError } from '#server/integrations/payment/payment-gateway.ts';
import type { SignedValues } from '#server/integrations/payment/paytrail-signature.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { OrderDetails } from '../order/order.repository';
import type { MoneyService } from '../money/money.service';
import type { OrderService } from '../order/order.service';
import { mailTexts, fill } from '../order/order-texts';
import {
  findOpenPayment,
  hasOtherAttempt,
  insertPayment,
  lockPaymentByStamp,
  setPaymentProvider,
  updatePaymentStatus,
  type PaymentRow,
  type PaymentStatus,
} from './payment.repository';
import { paymentItems } from './payment-items';

/** Consumer law (reference/paytrail.md section 7): credit methods are listed last. */
/** Paytrail's codes of the customer's languages: its pages speak all three. */
const paytrailLanguages = { fi: 'FI', sv: 'SV', en: 'EN' } as const satisfies Record<
  Language,
  CreatePaymentRequest['language']
>;

const groupOrder = ['mobile', 'creditcard', 'bank'];
const groupRank = (group: string) => {
  if (group === 'credit') return groupOrder.length + 1;
  const index = groupOrder.indexOf(group);
  return index === -1 ? groupOrder.length : index;
};

export function orderProviders(providers: readonly GatewayProvider[]): PaymentProvider[] {
  return providers
    .map((provider, index) => ({ provider, index }))
    .sort((a, b) => groupRank(a.provider.group) - groupRank(b.provider.group) || a.index - b.index)
    .map(({ provider }) => ({
      id: provider.id,
      name: provider.name,
      url: provider.url,
      svg: provider.svg,
      icon: provider.icon,
      group: provider.group,
      parameters: provider.parameters,
    }));
}

const mismatch = (field: string, why: string) =>
  new AppError('VALIDATION_FAILED', why, { [field]: 'validation.payment_mismatch' });

export interface PaymentServiceDeps {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  orders: OrderService;
  money: MoneyService;
  log: FastifyBaseLogger;
  /** Origins the browser may be sent back to besides the request's own. */
  publicUrl: string;
  /** Base URL of our callback endpoint as the provider reaches it; null sends none. */
  callbackBase: () => string | null;
}

function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: parts.join(' ').slice(0, 50), lastName: lastName.slice(0, 50) };
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, clock, gateway, orders, money, log } = deps;

  async function orderForPayment(reference: string, email?: string): Promise<OrderDetails> {
    const order = await orders.findOrderDetailsByReference(reference);
    const isSameEmail =
      email === undefined || order?.customer.email.toLowerCase() === email.trim().toLowerCase();
    if (!order || !isSameEmail) throw notFound('order');
    return order;
  }

  /** Only an order awaiting payment within its payment hold may start or open a payment. */
  async function assertPayable(order: OrderDetails) {
    if (order.status !== 'awaiting_payment') {
      throw new AppError('CONFLICT', `order ${order.reference} is ${order.status}`);
    }
    if (await orders.isPaymentHoldOver(order)) {
      throw new AppError('CONFLICT', `order ${order.reference}: payment hold is over`);
    }
  }

  function assertOwnOrigin(url: string, field: string, requestOrigin: string) {
    const allowed = new Set([new URL(deps.publicUrl).origin, requestOrigin]);
    if (!allowed.has(new URL(url).origin)) {
      throw new AppError('VALIDATION_FAILED', `redirect to ${url} refused`, {
        [field]: 'validation.url_invalid',
      });
    }
  }

  /** ok is final; pending/delayed only replace new; fail replaces new and pending. */
  function nextStatus(current: PaymentStatus, reported: string): PaymentStatus {
    if (current === 'ok') return 'ok';
    if (reported === 'ok') return 'ok';
    if (reported === 'fail') return 'fail';
    if (reported === 'pending' || reported === 'delayed') {
      return current === 'new' ? reported : current;
    }
    throw new AppError('VALIDATION_FAILED', `status ${reported}`, {
      'checkout-status': 'validation.invalid_value',
    });
  }

  const resultStatus = (status: PaymentStatus): PaymentResult['status'] =>
    status === 'ok' ? 'ok' : status === 'fail' ? 'fail' : 'pending';

  /**
   * The first failed attempt of an order still awaiting payment within its hold mails the
   * customer the order page's link (decision 055); later failures do not mail again, nor
   * does one of an order whose page link the customer already has.
   */
  async function mailFirstFailure(tx: Database, order: OrderDetails, payment: PaymentRow) {
    const status = (await orders.lockOrderStatus(tx, order.id)) ?? order.status;
    if (status !== 'awaiting_payment' || order.paymentType !== 'online') return;
    // A staff order's payment link already opens its page: a new token would break that link.
    if (order.manageTokenHash) return;
    if (await hasOtherAttempt(tx, order.id, payment.id, 'fail')) return;
    if (await orders.isPaymentHoldOver(order, tx)) return;
    await orders.queuePaymentFailed(tx, order.id);
  }

  return {
    /** POST payment: a new attempt (new stamp) with the order's total; providers and terms. */
    async createPayment(
      input: CreatePaymentInput,
      requestOrigin: string,
    ): Promise<CreatePaymentResponse> {
      const order = await orderForPayment(input.order_id, input.customer_email);
      await assertPayable(order);
      assertOwnOrigin(input.successRedirectUrl, 'successRedirectUrl', requestOrigin);
      assertOwnOrigin(input.cancelRedirectUrl, 'cancelRedirectUrl', requestOrigin);
      const stamp = randomUUID();
      const callback = deps.callbackBase();
      // Paytrail's page speaks the three (its own codes): the customer's language.
      const language = paytrailLanguages[order.language];
      const codeLabel = fill(mailTexts[order.language].code, { code: order.discountCode ?? '' });
      let created;
      try {
        created = await gateway.createPayment({
          stamp,
          reference: order.reference,
          amountCents: order.totalPriceAfterDiscountCents,
          language,
          items: paymentItems(order, codeLabel),
          customer: {
            email: order.customer.email,
            ...splitName(order.customer.name),
            phone: order.customer.phone,
          },
          redirectUrls: { success: input.successRedirectUrl, cancel: input.cancelRedirectUrl },
          ...(callback ? { callbackUrls: { success: callback, cancel: callback } } : {}),
        });
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        log.error({ err: error, orderId: order.id }, 'payment initiation failed');
        throw new AppError('SERVICE_UNAVAILABLE', `payment initiation failed: ${error.message}`);
      }
      await insertPayment(db, {
        orderId: order.id,
        stamp,
        transactionId: created.transactionId,
        amountCents: order.totalPriceAfterDiscountCents,
        created: clock.now(),
      });
      return { providers: orderProviders(created.providers), terms: created.terms };
    },

    /** POST payment/update: the method the customer chose, on the open attempt (409 once paid). */
    async updatePayment(input: UpdatePaymentInput): Promise<void> {
      const order = await orderForPayment(input.order_id);
      // Paid meanwhile (another tab) or expired: no method may be opened any more.
      await assertPayable(order);
      const payment = await findOpenPayment(db, order.id);
      if (!payment) throw notFound('payment');
      await setPaymentProvider(db, payment.id, input.provider_name);
    },

    /**
     * The signed result of a payment (success page or callback). Anything forged, unknown or
     * not matching the stored attempt is refused with 400 and changes nothing.
     */
    async confirmPayment(query: SignedValues): Promise<PaymentResult> {
      const check = gateway.verifyReturn(query);
      if (!check.valid) {
        log.warn({ reason: check.reason }, 'payment return refused');
        throw new AppError('VALIDATION_FAILED', `signature: ${check.reason}`, {
          [check.parameter ?? 'signature']: 'validation.signature_invalid',
        });
      }
      const p = check.params;
      if (p['checkout-account'] !== gateway.account) {
        throw mismatch('checkout-account', 'another merchant');
      }
      return db.transaction(async (tx) => {
        const payment: PaymentRow | null = await lockPaymentByStamp(tx, p['checkout-stamp'] ?? '');
        if (!payment) throw mismatch('checkout-stamp', 'unknown stamp');
        const order = await orders.findOrderDetailsById(payment.orderId, tx);
        if (!order || order.reference !== p['checkout-reference']) {
          throw mismatch('checkout-reference', 'reference does not match the stamp');
        }
        if (payment.transactionId !== p['checkout-transaction-id']) {
          throw mismatch('checkout-transaction-id', 'transaction id does not match');
        }
        if (String(payment.amountCents) !== p['checkout-amount']) {
          throw mismatch('checkout-amount', 'amount does not match');
        }
        const status = nextStatus(payment.status, p['checkout-status'] ?? '');
        const provider = p['checkout-provider'] ?? payment.provider ?? '';
        let orderStatus = order.status;
        const isNewlyPaid = status === 'ok' && payment.status !== 'ok';
        let needsRefund = false;
        if (isNewlyPaid) {
          // The order's row lock makes two attempts of one order (two tabs) settle in turn.
          orderStatus = (await orders.lockOrderStatus(tx, order.id)) ?? order.status;
          // An order staff cancelled stays cancelled: its late payment goes back (decision 045).
          needsRefund =
            (orderStatus !== 'awaiting_payment' && orderStatus !== 'cancelled') ||
            (orderStatus === 'cancelled' && (await orders.isCancelledByStaff(tx, order.id))) ||
            (await hasOtherAttempt(tx, order.id, payment.id, 'ok'));
        }
        if (status !== payment.status) {
          await updatePaymentStatus(tx, payment.id, {
            status,
            provider,
            ...(status === 'ok' ? { paidAt: clock.now() } : {}),
          });
        }
        if (isNewlyPaid) {
          await money.recordOnlinePayment(tx, {
            orderId: order.id,
            paymentId: payment.id,
            amountCents: payment.amountCents,
          });
        }
        if (status === 'fail' && payment.status !== 'fail')
          await mailFirstFailure(tx, order, payment);
        if (needsRefund) {
          await orders.recordRefundNeeded(tx, order.id, payment.amountCents);
          log.warn(
            { orderId: order.id, paymentId: payment.id },
            'successful payment of a paid or cancelled order: a refund is due',
          );
        } else if (isNewlyPaid) {
          orderStatus = (await orders.markOrderPaid(tx, order.id)) ?? orderStatus;
        }
        return {
          status: resultStatus(status),
          reference: order.reference,
          order_status: orderStatus,
        };
      });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
