import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './db/client';
import type { Clock } from './lib/clock';
import { createAuthCookies } from './modules/auth/auth-cookies';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createSessionService } from './modules/auth/session.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { counterRoutes } from './modules/counter/counter.routes';
import { createCounterService } from './modules/counter/counter.service';
import { discountRoutes } from './modules/discount/discount.routes';
import { createDiscountService } from './modules/discount/discount.service';
import { healthRoutes } from './modules/health/health.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { createNotificationService } from './modules/notification/notification.service';
import { ensureFirstAdmin } from './modules/users/first-admin';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerAdminGuard } from './plugins/authenticate';

export interface ApiOptions {
  config: AppConfig;
  database: OpenedDatabase;
  clock: Clock;
}

/** The composition root of /api: builds each module's service and registers its routes. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  { config, database, clock },
) => {
  const { db } = database;
  // The back-office guard first: every module below may use requireAdmin.
  const sessions = createSessionService(db, clock);
  const users = createUsersService(db, sessions);
  const { mfaRequired, publicUrl } = config;
  registerAdminGuard(app, { authenticate: sessions.authenticate, mfaRequired, publicUrl });
  await ensureFirstAdmin(users, config, app.log);
  await app.register(healthRoutes, { database });
  await app.register(counterRoutes, { counters: createCounterService(db) });
  await app.register(calendarRoutes, { calendar: createCalendarService(db, clock) });
  await app.register(notificationRoutes, { notifications: createNotificationService(db, clock) });
  await app.register(discountRoutes, { discounts: createDiscountService(db, clock) });
  const auth = createAuthService({
    clock,
    config,
    users,
    sessions,
    throttle: createLoginThrottle(clock),
  });
  const cookies = createAuthCookies(config.publicUrl, clock);
  await app.register(authRoutes, { auth, users, sessions, cookies });
  await app.register(usersRoutes, { users });
  await app.register(dashboardRoutes, { dashboard: createDashboardService(db, clock) });
};
