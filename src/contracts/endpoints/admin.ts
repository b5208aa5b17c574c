/**
 * The back office's calls (admin spec). Types only from the contracts (`import type`); a
 * 401 is refreshed once by the client, except for login and logout, which check
 * credentials themselves.
 */
import type { z } from 'zod';
import type { AuthProfile, LoginRequest, TotpCodeInput, TotpSetup, UserListItem } from '../auth';
import type { CalendarRow, saveDisabledDatesInputSchema } from '../calendar';
import type { CounterApi, CounterListItem, UpdateCounterInput } from '../counter';
import type {
  CustomerEraseInput,
  CustomerEraseResult,
  CustomerExport,
  CustomerSearchInput,
  CustomerSearchResult,
} from '../customer-data';
import type { Dashboard } from '../dashboard';
import type { PaymentTerms, ReminderInput, ReminderResult, Receivables } from '../receivables';
import type { ReportPeriod, ReportSummary, RevenueQueryInput, RevenueReport } from '../reports';
import type { Discount, DiscountFormInput } from '../discount';
import type { NotificationAdmin, NotificationFormInput } from '../notification';
import type { ShopInfo, ShopInfoInput } from '../shop-info';
import type { ShopLogo } from '../shop-logo';
import type { OrderListQuery, OrderListResponse } from '../order-admin';
import type {
  CancelOrderInput,
  OrderEvent,
  OrderNoteInput,
  RescheduleOrderInput,
} from '../order-life';
import type { StoredOrder, UpdateOrderInput } from '../order-stored';
import type {
  recordPaymentInputSchema,
  recordRefundInputSchema,
  VoidOrderInput,
} from '../order-money';
import type { CreateStaffOrderResponse, createStaffOrderInputSchema } from '../order-life';
import type { StaffCustomers, StaffFreeStarts } from '../order-staff';
import type { ReauthenticationInput } from '../reauthentication';
import type {
  PostalCodeOption,
  SaveCleanersInput,
  SavedCleaner,
  SavedPostalArea,
  SavePostalAreasInput,
  Suggestion,
} from '../settings';
import type { CreateUserInput, UpdateUserRequest } from '../user';
import type {
  JobPhotoCreated,
  JobProgressInput,
  MyJob,
  MyJobsQuery,
  OrderPhoto,
} from '../washer-day';
import { dispatchEndpoints } from './admin-dispatch';
import { endpoint } from './endpoint';

const authEndpoints = {
  getSession: endpoint('GET', '/auth').returns<AuthProfile>(),
  login: endpoint('POST', '/auth/login', { isPublic: true }).returns<AuthProfile, LoginRequest>(),
  /** 204, also without a session. */
  logout: endpoint('POST', '/auth/logout', { isPublic: true }).returns<null>(),
  /** Replacing a secret that is on sends the user's proof (decision 041). */
  setupTotp: endpoint('POST', '/auth/totp/setup').returns<
    TotpSetup,
    ReauthenticationInput | undefined
  >(),
  enableTotp: endpoint('POST', '/auth/totp/enable').returns<AuthProfile, TotpCodeInput>(),
  disableTotp: endpoint('POST', '/auth/totp/disable').returns<AuthProfile, TotpCodeInput>(),
};

const userEndpoints = {
  listUsers: endpoint('GET', '/users').returns<UserListItem[]>(),
  getUser: endpoint('GET', '/users/:id').returns<UserListItem>(),
  createUser: endpoint('POST', '/auth/register').returns<UserListItem, CreateUserInput>(),
  updateUser: endpoint('PUT', '/users/:id').returns<UserListItem, UpdateUserRequest>(),
  deleteUser: endpoint('DELETE', '/users/:id').returns<null, ReauthenticationInput>(),
  resetUserTotp: endpoint('DELETE', '/users/:id/totp').returns<null, ReauthenticationInput>(),
};

const calendarEndpoints = {
  /** Every washer calendar with its blocks ending on or after `from` (default: recent). */
  listCalendarRows: endpoint('GET', '/calendar/disabled_dates').returns<
    CalendarRow[],
    void,
    { from?: string }
  >(),
  saveCalendarBlocks: endpoint('POST', '/calendar/:id').returns<
    CalendarRow,
    z.input<typeof saveDisabledDatesInputSchema>
  >(),
  deleteCalendarBlock: endpoint('DELETE', '/calendar/:id').returns<null>(),
};

const counterEndpoints = {
  listCounters: endpoint('GET', '/counter').returns<CounterListItem[]>(),
  getCounter: endpoint('GET', '/counter/:counterId').returns<CounterApi>(),
  updateCounter: endpoint('PUT', '/counter/:counterId').returns<CounterApi, UpdateCounterInput>(),
};

const customerDataEndpoints = {
  /** A POST, so the e-mail or phone searched never lands in a URL. */
  searchCustomers: endpoint('POST', '/customers/search').returns<
    CustomerSearchResult,
    CustomerSearchInput
  >(),
  exportCustomer: endpoint('GET', '/customers/export').returns<
    CustomerExport,
    void,
    { email: string }
  >(),
  eraseCustomer: endpoint('POST', '/customers/erase').returns<
    CustomerEraseResult,
    CustomerEraseInput
  >(),
};

const discountEndpoints = {
  listDiscounts: endpoint('GET', '/discount').returns<Discount[]>(),
  getDiscount: endpoint('GET', '/discount/:id').returns<Discount>(),
  createDiscount: endpoint('POST', '/discount').returns<Discount, DiscountFormInput>(),
  updateDiscount: endpoint('PUT', '/discount/:id').returns<Discount, DiscountFormInput>(),
  deleteDiscount: endpoint('DELETE', '/discount/:id').returns<null>(),
};

const notificationEndpoints = {
  listNotifications: endpoint('GET', '/notification/list').returns<NotificationAdmin[]>(),
  getNotification: endpoint('GET', '/notification/:id').returns<NotificationAdmin>(),
  createNotification: endpoint('POST', '/notification').returns<
    NotificationAdmin,
    NotificationFormInput
  >(),
  updateNotification: endpoint('PUT', '/notification/:id').returns<
    NotificationAdmin,
    NotificationFormInput
  >(),
  deleteNotification: endpoint('DELETE', '/notification/:id').returns<null>(),
};

const orderEndpoints = {
  listOrders: endpoint('GET', '/order').returns<OrderListResponse, void, Partial<OrderListQuery>>(),
  getOrder: endpoint('GET', '/order/:id').returns<StoredOrder>(),
  updateOrder: endpoint('PUT', '/order/:id').returns<StoredOrder, UpdateOrderInput>(),
  deleteOrder: endpoint('DELETE', '/order/:id').returns<null>(),
  cancelOrder: endpoint('POST', '/order/:id/cancel').returns<StoredOrder, CancelOrderInput>(),
  rescheduleOrder: endpoint('POST', '/order/:id/reschedule').returns<
    StoredOrder,
    RescheduleOrderInput
  >(),
  markOrderDone: endpoint('POST', '/order/:id/mark-done').returns<StoredOrder, OrderNoteInput>(),
  recordOrderRefund: endpoint('POST', '/order/:id/refund').returns<StoredOrder, OrderNoteInput>(),
  recordOrderPayment: endpoint('POST', '/order/:id/payments').returns<
    StoredOrder,
    z.input<typeof recordPaymentInputSchema>
  >(),
  recordOrderRefunds: endpoint('POST', '/order/:id/refunds').returns<
    StoredOrder,
    z.input<typeof recordRefundInputSchema>
  >(),
  voidOrder: endpoint('POST', '/order/:id/void').returns<StoredOrder, VoidOrderInput>(),
  getOrderHistory: endpoint('GET', '/order/:id/history').returns<OrderEvent[]>(),
  createStaffOrder: endpoint('POST', '/order/staff').returns<
    CreateStaffOrderResponse,
    z.input<typeof createStaffOrderInputSchema>
  >(),
  staffFreeStarts: endpoint('GET', '/order/staff/free-starts').returns<
    StaffFreeStarts,
    void,
    { cleanerId: number; day: string; washingMinutes: number }
  >(),
  findStaffCustomers: endpoint('GET', '/order/staff/customer').returns<
    StaffCustomers,
    void,
    { query: string }
  >(),
};

const settingsEndpoints = {
  listPostalCodes: endpoint('GET', '/settings/postalcodes').returns<PostalCodeOption[]>(),
  listPostalAreas: endpoint('GET', '/settings/postalareas').returns<SavedPostalArea[]>(),
  savePostalAreas: endpoint('POST', '/settings/postalareas').returns<
    SavedPostalArea[],
    SavePostalAreasInput
  >(),
  deletePostalArea: endpoint('DELETE', '/settings/postalarea/:id').returns<null>(),
  listSuggestions: endpoint('GET', '/settings/suggestions').returns<Suggestion[]>(),
  listCleaners: endpoint('GET', '/settings/cleaners').returns<SavedCleaner[]>(),
  saveCleaners: endpoint('POST', '/settings/cleaners').returns<SavedCleaner[], SaveCleanersInput>(),
  deleteCleaner: endpoint('DELETE', '/settings/cleaner/:id').returns<null>(),
  updateShopInfo: endpoint('PUT', '/settings/shop-info').returns<ShopInfo, ShopInfoInput>(),
  /** multipart/form-data: the client sends a FormData body as it is (file field `logo`). */
  uploadShopLogo: endpoint('PUT', '/settings/shop-info/logo').returns<ShopLogo, FormData>(),
  deleteShopLogo: endpoint('DELETE', '/settings/shop-info/logo').returns<ShopLogo>(),
  getPaymentTerms: endpoint('GET', '/settings/payment-terms').returns<PaymentTerms>(),
  updatePaymentTerms: endpoint('PUT', '/settings/payment-terms').returns<
    PaymentTerms,
    PaymentTerms
  >(),
};

/** Photos of a job (issue 23 point 4). */
const jobPhotoEndpoints = {
  listOrderPhotos: endpoint('GET', '/order/:id/photos').returns<OrderPhoto[]>(),
  /** multipart/form-data: the client sends a FormData body as it is (file field `photo`). */
  uploadJobPhoto: endpoint('POST', '/my/jobs/:orderId/photos').returns<JobPhotoCreated, FormData>(),
};

/**
 * What is owed and what was earned (issue 24 points 2, 4, 5). The CSV (GET
 * reports/orders.csv?from=&to=) is a download link, not a call.
 */
const moneyReportEndpoints = {
  listReceivables: endpoint('GET', '/receivables').returns<
    Receivables,
    void,
    { overdue?: 'true' | 'false' }
  >(),
  sendPaymentReminder: endpoint('POST', '/receivables/:orderId/reminder').returns<
    ReminderResult,
    ReminderInput
  >(),
  getRevenueReport: endpoint('GET', '/reports/revenue').returns<
    RevenueReport,
    void,
    RevenueQueryInput
  >(),
  getReportSummary: endpoint('GET', '/reports/summary').returns<
    ReportSummary,
    void,
    ReportPeriod
  >(),
};

export const adminEndpoints = {
  ...authEndpoints,
  ...userEndpoints,
  ...calendarEndpoints,
  ...counterEndpoints,
  ...customerDataEndpoints,
  getDashboard: endpoint('GET', '/dashboard').returns<Dashboard>(),
  ...discountEndpoints,
  ...notificationEndpoints,
  ...orderEndpoints,
  ...settingsEndpoints,
  ...dispatchEndpoints,
  // The washer's day (issue 23, decision 058): washers only.
  myJobs: endpoint('GET', '/my/jobs').returns<MyJob[], void, MyJobsQuery>(),
  reportProgress: endpoint('POST', '/my/jobs/:orderId/progress').returns<MyJob, JobProgressInput>(),
  ...jobPhotoEndpoints,
  ...moneyReportEndpoints,
};
export type AdminEndpoints = typeof adminEndpoints;
