import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import { inMemory, type OpenedDatabase } from './db/client';
import type { Clock } from './lib/clock';
import { createSecretBox, loadSecretKey } from './lib/secret-box';
import { createEasoftClient } from './integrations/erp/easoft-client';
import type { Mailer } from './integrations/mail/mailer';
import {
  createPaymentGateway,
  selfUrl,
  simulatorPrefix,
} from './integrations/payment/payment-gateways';
import { paytrailSimulator } from './integrations/payment/simulator/paytrail-simulator';
import { createAuthCookies } from './modules/auth/auth-cookies';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createSessionService } from './modules/auth/session.service';
import { calendarBlocksRoutes } from './modules/calendar/calendar-blocks.routes';
import { createCalendarBlocksService } from './modules/calendar/calendar-blocks.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import {
  dropCountersAfterEveryRequest,
  followCalendarChanges,
} from './modules/calendar/calendar-changes';
import { customerDataRoutes } from './modules/customer-data/customer-data.routes';
import { createCustomerDataService } from './modules/customer-data/customer-data.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { counterRoutes } from './modules/counter/counter.routes';
import type { CounterService } from './modules/counter/counter.service';
import { calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { createCalendarFeedService } from './modules/calendar-feed/calendar-feed.service';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes';
import { createDispatchService } from './modules/dispatch/dispatch.service';
import { discountRoutes } from './modules/discount/discount.routes';
import { createDiscountService } from './modules/discount/discount.service';
import { kbotRoutes } from './modules/kbot/kbot.routes';
import { createKbotService } from './modules/kbot/kbot.service';
import { healthRoutes } from './modules/health/health.routes';
import { jobPhotosRoutes } from './modules/job-photos/job-photos.routes';
import { createJobPhotosService } from './modules/job-photos/job-photos.service';
import { notificationRoutes } from './modules/notification/notification.routes';
import type { NotificationService } from './modules/notification/notification.service';
import { createManagedOrderFinder } from './modules/manage/manage-order';
import { managePayRoutes } from './modules/manage/manage-pay.routes';
import { paymentFailedHandler } from './modules/manage/payment-failed-mail';
import { createReceiptService } from './modules/receipt/receipt.service';
import { receiptAdminRoutes, receiptRoutes } from './modules/receipt/receipt.routes';
import { paymentReminderHandler } from './modules/reports/payment-reminder-mail';
import { receivablesRoutes } from './modules/reports/receivables.routes';
import {
  createReceivablesService,
  paymentReminderTopic,
} from './modules/reports/receivables.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { shopInfoRoutes } from './modules/shop-info/shop-info.routes';
import type { ShopInfoService } from './modules/shop-info/shop-info.service';
import { shopLogoRoutes } from './modules/shop-info/shop-logo.routes';
import type { ShopLogoService } from './modules/shop-info/shop-logo.service';
import { orderAdminRoutes } from './modules/order/order-admin.routes';
import { createOrderAdminService } from './modules/order/order-admin.service';
import { orderRoutes } from './modules/order/order.routes';
import { createOrderService } from './modules/order/order.service';
import { createOrderLimits } from './modules/order/order-limits';
import { createOrderProof } from './modules/order/order-proof';
import type { OrderPageReads } from './plugins/pages';
import type { RateCounters } from './modules/rate-limit/rate-counters';
import { erpExportHandler } from './modules/order/order-erp';
import { orderConfirmationHandler } from './modules/order/order-mail';
import { createMailExtras } from './modules/manage/manage-mail';
import { companyOrganizer } from './modules/shop-info/shop-info.service';
import { shopTermsOf } from '#contracts/shop-contact.ts';
import { manageRoutes } from './modules/manage/manage.routes';
import { createOrderPageReads } from './modules/manage/order-pages';
import { createManageService } from './modules/manage/manage.service';
import {
  orderLifeMailHandler,
  orderLifeMailTopics,
  recordingMailSent,
} from './modules/order/order-life-mail';
import { orderLifeRoutes } from './modules/order/order-life.routes';
import { createOrderLifeService } from './modules/order/order-life.service';
import type { OutboxHandler, Outbox } from './modules/outbox/outbox.service';
import type { OutboxTopic } from './db/schema/outbox';
import { paymentLinkHandler } from './modules/order/order-payment-link-mail';
import { orderStaffRoutes } from './modules/order/order-staff.routes';
import { createStaffLookupService } from './modules/order/order-staff-lookup.service';
import { paymentRoutes } from './modules/payment/payment.routes';
import { createPaymentService } from './modules/payment/payment.service';
import { moneyRoutes } from './modules/money/money.routes';
import { createMoneyService, type MoneyService } from './modules/money/money.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { ensureFirstAdmin } from './modules/users/first-admin';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerAdminGuard } from './plugins/authenticate';
import { createNextVisitPlanner } from './modules/visits/next-visit-planner';
import { visitMailHandler, visitMailTopics } from './modules/visits/visit-mail';
import { createVisitView } from './modules/visits/visit-view';
import { visitsRoutes } from './modules/visits/visits.routes';
import { createVisitsService } from './modules/visits/visits.service';
import { washerOnTheWayHandler, washerOnTheWayTopic } from './modules/washer-day/washer-day-mail';
import { washerDayRoutes } from './modules/washer-day/washer-day.routes';
import { createWasherDayService } from './modules/washer-day/washer-day.service';

/** The secret-box purpose of the order page's sealed token (decision 053). */
const manageTokenPurpose = 'manage-token';

/**
 * The scheduler of reminders and next visits (decision 053): its chores in every round of
 * the outbox, and what the order page needs of it.
 */
function registerVisits({
  config,
  database: { db },
  clock,
  outbox,
  counters,
  secretKey,
  log,
}: Pick<ApiOptions, 'config' | 'database' | 'clock' | 'outbox' | 'counters'> & {
  secretKey: string | Uint8Array;
  log: FastifyBaseLogger;
}) {
  const tokenBox = createSecretBox(secretKey, manageTokenPurpose);
  const planner = createNextVisitPlanner({ db, clock, counters, tokenBox, log });
  const service = createVisitsService({
    db,
    clock,
    outbox,
    planner,
    exportsToErp: config.erp !== undefined,
  });
  outbox.addChore(() => service.runChores());
  return {
    view: createVisitView({ db, clock, tokenBox }),
    confirm: service.confirm,
    skip: service.skip,
  };
}

export interface ApiOptions {
  config: AppConfig;
  database: OpenedDatabase;
  clock: Clock;
  outbox: Outbox;
  mailer: Mailer;
  /** Counters shared by every process (rate limits, order limits). */
  rateCounters: RateCounters;
  /** The public reads, shared with the server-rendered pages (decision 044). */
  counters: CounterService;
  notifications: NotificationService;
  /** The seller's facts and terms (issue 15 point 4), shared with the pages and mails. */
  shopInfo: ShopInfoService;
  shopLogo: ShopLogoService;
  /**
   * Receives the reads of the order page's and the thank-you page's answers, for their
   * server rendering (decision 080): the same services and rules as their routes.
   */
  onOrderPages?: (reads: OrderPageReads) => void;
}

/** The composition root of /api: builds each module's service and registers its routes. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { config, database, clock, outbox, mailer } = options;
  const { counters, notifications, shopInfo, shopLogo, onOrderPages } = options;
  const { db } = database;
  // The key of sealed secrets (TOTP seeds, successor tokens) and of keyed hashes.
  const secretKey = await loadSecretKey({
    secretKey: config.secretKey,
    dataDir: config.dataDir,
    inMemory: config.dataDir === inMemory,
  });
  // Availability is read-your-writes (decision 033): the hook before any route.
  const calendar = createCalendarService(db, clock);
  dropCountersAfterEveryRequest(app, calendar);
  followCalendarChanges(app, database, calendar, app.log);
  // The back-office guard first: every module below may use requireStaff.
  // Sealed successor pairs answer a concurrent refresh within its grace window (decision 041).
  const sessions = createSessionService(db, clock, createSecretBox(secretKey, 'refresh'));
  outbox.addChore(() => sessions.pruneSuccessorTokens());
  const users = createUsersService(db, sessions);
  const { mfaRequired, publicUrl } = config;
  registerAdminGuard(app, { authenticate: sessions.authenticate, mfaRequired, publicUrl });
  await ensureFirstAdmin(users, config, app.log);
  await app.register(healthRoutes, { database });
  await app.register(counterRoutes, { counters });
  await app.register(calendarRoutes, { calendar });
  await app.register(notificationRoutes, { notifications });
  await app.register(shopInfoRoutes, { shopInfo });
  await app.register(shopLogoRoutes, { shopLogo });
  await app.register(discountRoutes, { discounts: createDiscountService(db, clock) });
  const orderAdmin = createOrderAdminService(db, clock);
  const life = createOrderLifeService({ db, clock, outbox, stored: orderAdmin.get });
  const money = createMoneyService({ clock, life });
  const { findOrder, extras, orders, proof } = await registerCheckout(
    app,
    options,
    secretKey,
    money,
  );
  const auth = createAuthService({
    clock,
    config,
    users,
    sessions,
    throttle: createLoginThrottle(db, clock),
    totpBox: createSecretBox(secretKey, 'totp'),
  });
  const cookies = createAuthCookies(config.publicUrl, clock);
  await app.register(authRoutes, { auth, users, sessions, cookies });
  await app.register(usersRoutes, { users, auth });
  const reports = createReportsService(db, clock);
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService(db, clock, reports.moneyOf),
  });
  await app.register(calendarBlocksRoutes, { blocks: createCalendarBlocksService(db, clock) });
  await app.register(orderAdminRoutes, { orders: orderAdmin });
  await app.register(orderLifeRoutes, { life });
  await app.register(moneyRoutes, { money });
  const visits = registerVisits({
    config,
    database,
    clock,
    outbox,
    counters,
    secretKey,
    log: app.log,
  });
  const manage = createManageService({
    db,
    clock,
    life,
    publicUrl: config.publicUrl,
    visits,
    organizer: () => companyOrganizer(shopInfo),
  });
  await app.register(manageRoutes, { manage });
  onOrderPages?.(createOrderPageReads({ manage, orders, proof }));
  const managedOrderOf = createManagedOrderFinder(db, clock);
  await app.register(managePayRoutes, { managedOrderOf });
  const receipts = createReceiptService({ db, clock, shopInfo, shopLogo, managedOrderOf });
  await app.register(receiptRoutes, { receipts });
  await app.register(receiptAdminRoutes, { receipts });
  await app.register(visitsRoutes, { manage });
  const customerData = createCustomerDataService({
    db,
    clock,
    auth,
    secretKey,
    retentionYears: config.retentionYears,
    log: app.log,
  });
  outbox.addChore(customerData.dailyRetention);
  await app.register(customerDataRoutes, { customerData });
  await app.register(settingsRoutes, { settings: createSettingsService(db, clock) });
  const dispatch = createDispatchService(db);
  await app.register(dispatchRoutes, { dispatch });
  const feeds = createCalendarFeedService({ db, clock, dispatch, publicUrl: config.publicUrl });
  await app.register(calendarFeedRoutes, { feeds });
  // The washer's day (issue 23, decision 058) and its "on the way" mail.
  const washerDay = createWasherDayService({ db, clock, outbox, dispatch });
  await app.register(washerDayRoutes, { washerDay });
  outbox.handle(
    washerOnTheWayTopic,
    recordingMailSent(
      db,
      clock,
      washerOnTheWayTopic,
      washerOnTheWayHandler({ db, findOrder, mailer }),
    ),
  );
  // What is owed and what was earned (issue 24 points 2, 4 to 6).
  await app.register(reportsRoutes, { reports });
  const receivables = createReceivablesService(db, clock, outbox);
  await app.register(receivablesRoutes, { receivables });
  outbox.handle(
    paymentReminderTopic,
    recordingMailSent(
      db,
      clock,
      paymentReminderTopic,
      paymentReminderHandler({
        findOrder,
        reminderOf: receivables.reminderOf,
        today: () => helsinkiDate(clock.now()),
        mailer,
        extrasOf: extras,
      }),
    ),
  );
  await app.register(kbotRoutes, { kbot: createKbotService(db, config.kbotToken) });
  await app.register(jobPhotosRoutes, { photos: createJobPhotosService(db, clock) });
};

/** Orders, payment (and the local Paytrail simulator when configured), confirmation mail. */
async function registerCheckout(
  app: Parameters<FastifyPluginAsync<ApiOptions>>[0],
  { config, database: { db }, clock, outbox, mailer, rateCounters, counters, shopInfo }: ApiOptions,
  secretKey: string | Uint8Array,
  money: MoneyService,
) {
  const ownUrl = () => selfUrl(app.server.address(), config.publicUrl);
  const tokenBox = createSecretBox(secretKey, manageTokenPurpose);
  const orders = createOrderService({
    db,
    clock,
    counters,
    outbox,
    log: app.log,
    exportsToErp: config.erp !== undefined,
    limits: createOrderLimits({
      counters: rateCounters,
      clock,
      limits: config.limits,
    }),
    paymentHoldMinutes: config.paymentHoldMinutes,
    tokenBox,
  });
  if (config.erp)
    outbox.handle('erp.order_export', erpExportHandler(db, createEasoftClient(config.erp), clock));
  outbox.addChore(() => orders.expireUnpaidOrders());
  const findOrder = (id: number) => orders.findOrderDetailsById(id);
  const mail = (topic: OutboxTopic, handler: OutboxHandler) =>
    outbox.handle(topic, recordingMailSent(db, clock, topic, handler));
  const extras = createMailExtras({
    db,
    clock,
    publicUrl: config.publicUrl,
    tokenBox,
    organizer: () => companyOrganizer(shopInfo),
  });
  for (const topic of visitMailTopics) {
    outbox.handle(
      topic,
      visitMailHandler(topic, { db, clock, findOrder, mailer, extrasOf: extras }),
    );
  }
  mail(
    'mail.order_confirmation',
    orderConfirmationHandler(findOrder, mailer, {
      extrasOf: extras,
      termsOf: async (language) => shopTermsOf(await shopInfo.get(), language),
    }),
  );
  for (const topic of orderLifeMailTopics) {
    mail(topic, orderLifeMailHandler(topic, findOrder, mailer, extras));
  }
  const { provider, account, secret } = config.payment;
  if (provider === 'simulator') {
    await app.register(paytrailSimulator, { prefix: simulatorPrefix, account, secret });
  }
  const isSimulator = provider === 'simulator';
  const payments = createPaymentService({
    db,
    clock,
    gateway: createPaymentGateway(config, ownUrl),
    orders,
    money,
    log: app.log,
    publicUrl: config.publicUrl,
    // Paytrail calls back over HTTPS only; the simulator calls this process directly.
    callbackBase: () =>
      isSimulator
        ? `${ownUrl()}/api/payment/callback`
        : config.publicUrl.startsWith('https://')
          ? `${config.publicUrl}/api/payment/callback`
          : null,
  });
  const proof = createOrderProof(secretKey, config.publicUrl);
  await app.register(orderRoutes, { orders, proof });
  await app.register(paymentRoutes, { payments });
  mail('mail.payment_link', paymentLinkHandler(findOrder, mailer, config.publicUrl));
  mail(
    'mail.payment_failed',
    paymentFailedHandler({
      findOrder,
      holdEndsAt: (order) => orders.paymentHoldEndsAt(order),
      mailer,
      publicUrl: config.publicUrl,
    }),
  );
  await app.register(orderStaffRoutes, { orders, lookup: createStaffLookupService(db) });
  return { findOrder, extras, orders, proof };
}
