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
import type { Discount, DiscountFormInput } from '../discount';
import type { NotificationAdmin, NotificationFormInput } from '../notification';
import type { ShopInfo, ShopInfoInput } from '../shop-info';
import type { OrderListQuery, OrderListResponse } from '../order-admin';
import type {
  CancelOrderInput,
  OrderEvent,
  OrderNoteInput,
  RescheduleOrderInput,
} from '../order-life';
import type { StoredOrder, UpdateOrderInput } from '../order-stored';
import type { CreateStaffOrderResponse, createStaffOrderInputSchema } from '../order-life';
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
  getUser: endpoint('GET', '/users/:userId').returns<UserListItem>(),
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
  saveCalendarBlocks: endpoint('POST', '/calendar/:calendarId').returns<
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
  markOrderPaid: endpoint('POST', '/order/:id/mark-paid').returns<StoredOrder, OrderNoteInput>(),
  markOrderDone: endpoint('POST', '/order/:id/mark-done').returns<StoredOrder, OrderNoteInput>(),
  recordOrderRefund: endpoint('POST', '/order/:id/refund').returns<StoredOrder, OrderNoteInput>(),
  getOrderHistory: endpoint('GET', '/order/:id/history').returns<OrderEvent[]>(),
  createStaffOrder: endpoint('POST', '/order/staff').returns<
    CreateStaffOrderResponse,
    z.input<typeof createStaffOrderInputSchema>
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
};
export type AdminEndpoints = typeof adminEndpoints;
