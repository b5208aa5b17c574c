import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { OpenedDatabase } from './db/client';
import type { Clock } from './lib/clock';
import { counterRoutes } from './modules/counter/counter.routes';
import { createCounterService } from './modules/counter/counter.service';
import { discountRoutes } from './modules/discount/discount.routes';
import { createDiscountService } from './modules/discount/discount.service';
import { healthRoutes } from './modules/health/health.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { createNotificationService } from './modules/notification/notification.service';

export interface ApiOptions {
  config: AppConfig;
  database: OpenedDatabase;
  clock: Clock;
}

/** The composition root of /api: builds each module's service and registers its routes. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { database, clock }) => {
  const { db } = database;
  await app.register(healthRoutes, { database });
  await app.register(counterRoutes, { counters: createCounterService(db) });
  await app.register(notificationRoutes, { notifications: createNotificationService(db, clock) });
  await app.register(discountRoutes, { discounts: createDiscountService(db, clock) });
};
