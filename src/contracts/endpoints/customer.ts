/**
 * The calls of the customer pages (customer spec sections 3-7): the only table the landing
 * page imports. Types only from the contracts (`import type`), so no zod in its bundle.
 * Every call is public: a 401 is never answered with a session refresh.
 */
import type { z } from 'zod';
import type {
  AvailableDate,
  FreeStartsResponse,
  postalCodeAvailabilityResponseSchema,
} from '../calendar';
import type { CreateOrderResponse, OrderSummary, PaymentResult } from '../checkout';
import type { CounterApi } from '../counter';
import type { CustomerDiscount, ValidateDiscountInput } from '../discount';
import type {
  ManageCancelInput,
  ManageOrder,
  ManageRescheduleInput,
  ManageVisitInput,
} from '../manage';
import type { ManagePayment } from '../manage-pay';
import type { ShownNotification } from '../notification';
import type { Language } from '../messages';
import type { ShopInfo } from '../shop-info';
import type { ShopLogo } from '../shop-logo';
import type { createMallOrderInputSchema, createOrderInputSchema } from '../order';
import type {
  CreatePaymentInput,
  CreatePaymentResponse,
  ReturnedCheckoutParams,
  UpdatePaymentInput,
} from '../payment';
import { publicEndpoint } from './endpoint';

export const customerEndpoints = {
  /** The price configuration; the pages ask for 9999, the active one. */
  getCounter: publicEndpoint('GET', '/counter/:counterId').returns<CounterApi>(),
  /** The notifications shown now, for the landing page's banner. */
  listNotifications: publicEndpoint('GET', '/notification').returns<
    ShownNotification[],
    void,
    { lang: Language }
  >(),
  /** The seller's facts and terms of order (issue 15 point 4). */
  getShopInfo: publicEndpoint('GET', '/shop-info').returns<ShopInfo>(),
  /** Whether the company uploaded a logo, its size and version (decision 077). */
  getShopLogo: publicEndpoint('GET', '/shop-info/logo').returns<ShopLogo>(),
  /** Whether a washer's postal areas list the code. */
  validatePostalCode: publicEndpoint('GET', '/calendar/validatePostalcode/:postalCode').returns<
    z.output<typeof postalCodeAvailabilityResponseSchema>
  >(),
  /** The usable discount of a code, or null (204) for any unusable code. */
  validateDiscount: publicEndpoint('POST', '/discount/validate').returns<
    CustomerDiscount | null,
    ValidateDiscountInput
  >(),
  /** The free days and start times for a job of `washingTime` minutes. */
  getAvailableDays: publicEndpoint(
    'GET',
    '/calendar/validateAndGetAvailableDays/:postalCode/:washingTime',
  ).returns<AvailableDate[]>(),
  /** Every free start of one day for the same job (the time picker, issue 28). */
  getFreeStarts: publicEndpoint(
    'GET',
    '/calendar/freeStarts/:postalCode/:washingTime/:date',
  ).returns<FreeStartsResponse>(),
  /** A new order (201), or the one this Idempotency-Key already created (200). */
  createOrder: publicEndpoint('POST', '/order').returns<
    CreateOrderResponse,
    z.input<typeof createOrderInputSchema>
  >(),
  /** A shopping centre's package, as createOrder. */
  createMallOrder: publicEndpoint('POST', '/mallorder').returns<
    CreateOrderResponse,
    z.input<typeof createMallOrderInputSchema>
  >(),
  /** Enough of an order to pay it or thank for it. */
  getOrderSummary: publicEndpoint('GET', '/order/payment/:reference').returns<OrderSummary>(),
  /** A new payment attempt of the order: its providers and terms. */
  createPayment: publicEndpoint('POST', '/payment').returns<
    CreatePaymentResponse,
    CreatePaymentInput
  >(),
  /** The provider the customer chose, before its form is submitted (204). */
  updatePayment: publicEndpoint('POST', '/payment/update').returns<null, UpdatePaymentInput>(),
  /** The signed parameters of the payment's return address, checked by the server. */
  confirmPayment: publicEndpoint('POST', '/payment/success').returns<
    PaymentResult,
    ReturnedCheckoutParams
  >(),
  /** The customer's own order page (decision 049), by the token from the mail. */
  getManagedOrder: publicEndpoint('GET', '/manage/:token').returns<ManageOrder>(),
  /** A proposed next visit of a recurring order (decision 053), by its own page's token. */
  confirmNextVisit: publicEndpoint('POST', '/manage/:token/confirm').returns<
    ManageOrder,
    ManageVisitInput
  >(),
  skipNextVisit: publicEndpoint('POST', '/manage/:token/skip').returns<
    ManageOrder,
    ManageVisitInput
  >(),
  cancelManagedOrder: publicEndpoint('POST', '/manage/:token/cancel').returns<
    ManageOrder,
    ManageCancelInput
  >(),
  rescheduleManagedOrder: publicEndpoint('POST', '/manage/:token/reschedule').returns<
    ManageOrder,
    ManageRescheduleInput
  >(),
  /** What the payment page needs to pay the order from its page (decision 055). */
  getManagedOrderPayment: publicEndpoint('GET', '/manage/:token/payment').returns<ManagePayment>(),
};
export type CustomerEndpoints = typeof customerEndpoints;
