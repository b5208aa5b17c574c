/**
 * The zod schema of every descriptor's answer, for server/endpoints.test.ts only (it holds
 * zod values: never import it from web code). The compile-time checks at the end fail when
 * a descriptor's answer type and its schema's output type differ in either direction; the
 * test compares each schema's JSON schema with the route's answer in the app's OpenAPI
 * document, so a drift on either side fails.
 */
import { z } from 'zod';
import { authProfileSchema, totpSetupSchema, userListItemSchema } from '../auth';
import {
  availableDatesResponseSchema,
  freeStartsResponseSchema,
  calendarRowSchema,
  calendarRowsSchema,
  postalCodeAvailabilityResponseSchema,
} from '../calendar';
import { createOrderResponseSchema, orderSummarySchema, paymentResultSchema } from '../checkout';
import { counterApiSchema, counterListItemSchema } from '../counter';
import {
  customerEraseResultSchema,
  customerExportSchema,
  customerSearchResultSchema,
} from '../customer-data';
import { dashboardSchema } from '../dashboard';
import { paymentTermsSchema, receivablesSchema, reminderResultSchema } from '../receivables';
import { reportSummarySchema, revenueReportSchema } from '../reports';
import { dispatchDaySchema, icsSecretResponseSchema } from '../dispatch';
import { customerDiscountSchema, discountListSchema, discountSchema } from '../discount';
import { manageOrderSchema } from '../manage';
import { managePaymentSchema } from '../manage-pay';
import { notificationAdminSchema, shownNotificationSchema } from '../notification';
import { shopInfoSchema } from '../shop-info';
import { shopLogoSchema } from '../shop-logo';
import { orderListResponseSchema } from '../order-admin';
import { orderHistorySchema } from '../order-life';
import { storedOrderSchema } from '../order-stored';
import { createStaffOrderResponseSchema } from '../order-life';
import { staffCustomersSchema, staffFreeStartsSchema } from '../order-staff';
import { createPaymentResponseSchema } from '../payment';
import { jobPhotoCreatedSchema, myJobSchema, orderPhotoSchema } from '../washer-day';
import {
  cleanerListSchema,
  postalAreaListSchema,
  postalCodeOptionSchema,
  suggestionSchema,
} from '../settings';
import type { AdminEndpoints } from './admin';
import type { CustomerEndpoints } from './customer';
import type { AnyEndpoint, ResponseOf } from './endpoint';
import type { sessionEndpoints } from './session';

type SuccessStatus = 200 | 201;

/** What a route answers when it succeeds. */
export type Answer =
  /** JSON of the schema, with each of these statuses. */
  | { kind: 'json'; schema: z.ZodType; statuses: readonly SuccessStatus[] }
  /** JSON of the schema with 200, or 204 with nothing (the client's null). */
  | { kind: 'json-or-no-content'; schema: z.ZodType }
  /** 204 with nothing (the client's null). */
  | { kind: 'no-content' };

const json = <S extends z.ZodType>(schema: S, ...statuses: SuccessStatus[]) => ({
  kind: 'json' as const,
  schema,
  statuses: statuses.length > 0 ? statuses : [200 as const],
});
const jsonOrNoContent = <S extends z.ZodType>(schema: S) => ({
  kind: 'json-or-no-content' as const,
  schema,
});
const noContent = { kind: 'no-content' as const };

/** The type the client gives an answer. */
type AnswerType<A> = A extends { kind: 'json'; schema: infer S extends z.ZodType }
  ? z.output<S>
  : A extends { kind: 'json-or-no-content'; schema: infer S extends z.ZodType }
    ? z.output<S> | null
    : null;

type Answers<T> = { [K in keyof T]: Answer };

export const customerResponses = {
  getCounter: json(counterApiSchema),
  listNotifications: json(z.array(shownNotificationSchema)),
  getShopInfo: json(shopInfoSchema),
  getShopLogo: json(shopLogoSchema),
  validatePostalCode: json(postalCodeAvailabilityResponseSchema),
  validateDiscount: jsonOrNoContent(customerDiscountSchema),
  getAvailableDays: json(availableDatesResponseSchema),
  getFreeStarts: json(freeStartsResponseSchema),
  createOrder: json(createOrderResponseSchema, 200, 201),
  createMallOrder: json(createOrderResponseSchema, 200, 201),
  getOrderSummary: json(orderSummarySchema),
  createPayment: json(createPaymentResponseSchema),
  updatePayment: noContent,
  confirmPayment: json(paymentResultSchema),
  getManagedOrder: json(manageOrderSchema),
  confirmNextVisit: json(manageOrderSchema),
  skipNextVisit: json(manageOrderSchema),
  cancelManagedOrder: json(manageOrderSchema),
  rescheduleManagedOrder: json(manageOrderSchema),
  getManagedOrderPayment: json(managePaymentSchema),
} satisfies Answers<CustomerEndpoints>;

export const adminResponses = {
  getSession: json(authProfileSchema),
  login: json(authProfileSchema),
  logout: noContent,
  setupTotp: json(totpSetupSchema),
  enableTotp: json(authProfileSchema),
  disableTotp: json(authProfileSchema),
  listUsers: json(z.array(userListItemSchema)),
  getUser: json(userListItemSchema),
  createUser: json(userListItemSchema, 201),
  updateUser: json(userListItemSchema),
  deleteUser: noContent,
  resetUserTotp: noContent,
  listCalendarRows: json(calendarRowsSchema),
  saveCalendarBlocks: json(calendarRowSchema),
  deleteCalendarBlock: noContent,
  listCounters: json(z.array(counterListItemSchema)),
  getCounter: json(counterApiSchema),
  updateCounter: json(counterApiSchema),
  searchCustomers: json(customerSearchResultSchema),
  exportCustomer: json(customerExportSchema),
  eraseCustomer: json(customerEraseResultSchema),
  getDashboard: json(dashboardSchema),
  listReceivables: json(receivablesSchema),
  sendPaymentReminder: json(reminderResultSchema),
  getRevenueReport: json(revenueReportSchema),
  getReportSummary: json(reportSummarySchema),
  listDiscounts: json(discountListSchema),
  getDiscount: json(discountSchema),
  createDiscount: json(discountSchema, 201),
  updateDiscount: json(discountSchema),
  deleteDiscount: noContent,
  listNotifications: json(z.array(notificationAdminSchema)),
  getNotification: json(notificationAdminSchema),
  createNotification: json(notificationAdminSchema, 201),
  updateNotification: json(notificationAdminSchema),
  deleteNotification: noContent,
  listOrders: json(orderListResponseSchema),
  getOrder: json(storedOrderSchema),
  updateOrder: json(storedOrderSchema),
  deleteOrder: noContent,
  cancelOrder: json(storedOrderSchema),
  rescheduleOrder: json(storedOrderSchema),
  markOrderDone: json(storedOrderSchema),
  recordOrderRefund: json(storedOrderSchema),
  recordOrderPayment: json(storedOrderSchema, 201),
  recordOrderRefunds: json(storedOrderSchema, 201),
  voidOrder: json(storedOrderSchema),
  getOrderHistory: json(orderHistorySchema),
  createStaffOrder: json(createStaffOrderResponseSchema, 201),
  staffFreeStarts: json(staffFreeStartsSchema),
  findStaffCustomers: json(staffCustomersSchema),
  listPostalCodes: json(z.array(postalCodeOptionSchema)),
  listPostalAreas: json(postalAreaListSchema),
  savePostalAreas: json(postalAreaListSchema),
  deletePostalArea: noContent,
  listSuggestions: json(z.array(suggestionSchema)),
  listCleaners: json(cleanerListSchema),
  saveCleaners: json(cleanerListSchema),
  deleteCleaner: noContent,
  updateShopInfo: json(shopInfoSchema),
  uploadShopLogo: json(shopLogoSchema),
  deleteShopLogo: json(shopLogoSchema),
  getPaymentTerms: json(paymentTermsSchema),
  updatePaymentTerms: json(paymentTermsSchema),
  getDispatchDay: json(dispatchDaySchema),
  newIcsSecret: json(icsSecretResponseSchema),
  saveCalendarBlocksOverJobs: json(calendarRowSchema),
  myJobs: json(z.array(myJobSchema)),
  reportProgress: json(myJobSchema),
  listOrderPhotos: json(z.array(orderPhotoSchema)),
  uploadJobPhoto: json(jobPhotoCreatedSchema, 201),
} satisfies Answers<AdminEndpoints>;

export const sessionResponses = {
  refreshSession: json(authProfileSchema),
} satisfies Answers<typeof sessionEndpoints>;

/** Mutually assignable: the descriptor's type and the schema's output agree both ways. */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The names whose descriptor type and answer schema disagree (never: none). */
type Disagreeing<T extends Record<string, AnyEndpoint>, R extends Answers<T>> = {
  [K in keyof T]: Agree<ResponseOf<T[K]>, AnswerType<R[K]>> extends true ? never : K;
}[keyof T];

/** Fails to compile, naming the endpoint, when `Names` is not never. */
type NoneOf<Names extends never> = Names;
export type ResponsesAgree = [
  NoneOf<Disagreeing<CustomerEndpoints, typeof customerResponses>>,
  NoneOf<Disagreeing<AdminEndpoints, typeof adminResponses>>,
  NoneOf<Disagreeing<typeof sessionEndpoints, typeof sessionResponses>>,
];
