import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { errorCode, openDatabase, type OpenedDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { createMailer } from './integrations/mail/nodemailer-mailer';
import { createClock, type Clock } from './lib/clock';
import { createPublicAnswerCache } from './lib/public-answer-cache';
import { trustProxyOption } from './lib/trust-proxy';
import { createCounterService } from './modules/counter/counter.service';
import { createNotificationService } from './modules/notification/notification.service';
import { withShopFooter } from './modules/shop-info/shop-footer-mail';
import { createShopInfoService } from './modules/shop-info/shop-info.service';
import { createOutbox, type Outbox } from './modules/outbox/outbox.service';
import { createRateCounters } from './modules/rate-limit/rate-counters';
import { registerErrorHandling } from './plugins/error-handler';
import { publicBodyLimit, registerJsonBody } from './plugins/json-body';
import { loggerOptions } from './plugins/logging';
import { rateCounterStore } from './plugins/rate-limit-store';
import { registerApiDocs } from './plugins/api-docs';
import { followPublicAnswerChanges } from './plugins/public-answers';
import { registerSecurityHeaders } from './plugins/security-headers';
import { publicPageData, registerPages } from './plugins/pages';
import { storableTextValidatorCompiler } from './plugins/storable-text';
import { apiRoutes } from './routes';

export interface AppDeps {
  /** An already opened database (tests pass their own fresh one); else opened from config. */
  database?: OpenedDatabase;
  clock?: Clock;
  /**
   * How often the outbox worker looks for due messages (mail); 0 turns polling off.
   * Default 5 s, and off under NODE_ENV=test, where tests call `app.outbox.drain()`.
   */
  outboxPollMs?: number;
  /** Where log lines go instead of stdout (the log test reads them), at LOG_LEVEL. */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker (confirmation mail): `drain()` delivers everything due now. */
    outbox: Outbox;
  }
}

/** Builds the whole application without listening: API under /api, the SPA on every other path. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // No personal data in logs: redaction, query values and database parameters (decision 039).
    logger: loggerOptions(config.logLevel, deps.logStream),
    // X-Forwarded-For names the client only when sent by a proxy TRUST_PROXY names.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: publicBodyLimit,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  // Text the database cannot store is refused before zod, on every route (decision 039).
  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBody(app);

  const database =
    deps.database ??
    (await openDatabase({
      ...config.database,
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) =>
        app.log.warn({ code: errorCode(error) }, 'PostgreSQL connection lost'),
    }));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const clock = deps.clock ?? createClock(config.fixedNow);
  if (config.seedDemo) await seedDemo(database.db, clock.now());

  const mailer = await createMailer(config, (message) => app.log.info(message));
  app.log.info(`mail: ${mailer.description}`);
  const outbox = createOutbox(database.db, clock, app.log);
  app.decorate('outbox', outbox);
  const outboxPollMs = deps.outboxPollMs ?? (config.env === 'test' ? 0 : 5000);
  app.addHook('onReady', async () => outbox.start(outboxPollMs));
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });

  // no-store by default under /api, no framing (decision 039).
  await registerSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // Counted in PostgreSQL, shared by every process (decision 037).
  const rateCounters = createRateCounters(database.db, clock);
  outbox.addChore(() => rateCounters.prune());
  await app.register(fastifyRateLimit, { global: false, store: rateCounterStore(rateCounters) });
  if (config.env !== 'production') await registerApiDocs(app);
  // Public answers from memory, dropped on a change in any process (decision 043).
  const publicAnswers = createPublicAnswerCache(clock);
  followPublicAnswerChanges(app, database, publicAnswers, app.log);

  const counters = createCounterService(database.db, publicAnswers);
  const notifications = createNotificationService(database.db, clock, publicAnswers);
  const shopInfo = createShopInfoService(database.db, publicAnswers);

  await app.register(apiRoutes, {
    prefix: '/api',
    config,
    database,
    clock,
    outbox,
    // Every mail ends with the seller's facts (issue 15 point 4, decision 050).
    mailer: withShopFooter(mailer, shopInfo.get, config.publicUrl),
    rateCounters,
    counters,
    notifications,
    shopInfo,
  });
  // The web app: customer pages rendered on the server, the back office in the browser.
  await registerPages(app, {
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    pageData: () => publicPageData(counters, notifications, shopInfo),
  });
  return app;
}
