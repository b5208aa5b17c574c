import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { levels, type DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { errorCode, openDatabase, type OpenedDatabase } from './db/client';
import { seedDemo, seedPriceList } from './db/seed';
import { createMailer } from './integrations/mail/nodemailer-mailer';
import { createClock, type Clock } from './lib/clock';
import { createPublicAnswerCache } from './lib/public-answer-cache';
import { trustProxyOption } from './lib/trust-proxy';
import { createCounterService } from './modules/counter/counter.service';
import { createNotificationService } from './modules/notification/notification.service';
import { warnWhenSellingAsTheDemo } from './modules/shop-info/demo-seller-warning';
import { withShopFooter } from './modules/shop-info/shop-footer-mail';
import { withShopIdentity } from './modules/shop-info/shop-identity-mail';
import { createShopInfoService } from './modules/shop-info/shop-info.service';
import { createShopLogoService } from './modules/shop-info/shop-logo.service';
import { createOutbox, type Outbox } from './modules/outbox/outbox.service';
import { createRateCounters } from './modules/rate-limit/rate-counters';
import { registerErrorHandling } from './plugins/error-handler';
import { publicBodyLimit, registerJsonBody } from './plugins/json-body';
import { createLogDestination } from './plugins/log-destination';
import { accessLog, loggerOptions } from './plugins/logging';
import { rateCounterStore } from './plugins/rate-limit-store';
import { registerApiDocs } from './plugins/api-docs';
import { followPublicAnswerChanges } from './plugins/public-answers';
import { registerSecurityHeaders } from './plugins/security-headers';
import { publicPageData, registerPages, type OrderPageReads } from './plugins/pages';
import { registerSearchEngineFiles } from './plugins/search-engines';
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
  // Production's log: access lines buffered, warnings and errors at once (decision 075).
  const logDestination =
    deps.logStream || config.logLevel === 'silent' ? undefined : createLogDestination(1);
  const logStream = deps.logStream ?? logDestination;
  const app = Fastify({
    // No personal data in logs: redaction, query values and database parameters (decision 039).
    logger: loggerOptions(config.logLevel, logStream),
    // One access line per request instead of Fastify's two (accessLog).
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For names the client only when sent by a proxy TRUST_PROXY names.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: publicBodyLimit,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  // Text the database cannot store is refused before zod, on every route (decision 039).
  app.setValidatorCompiler(storableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (logStream && levels.values[config.logLevel]! <= levels.values.info!) {
    app.addHook('onResponse', accessLog(logStream));
  }
  if (logDestination) {
    app.addHook('onClose', async () => {
      // The write under way lands first, then the rest at once (decision 075).
      await logDestination.settled();
      logDestination.end();
    });
    process.once('exit', () => logDestination.end());
  }
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
  else if (config.seedPriceList) await seedPriceList(database.db);
  if (config.seedDemo && config.env === 'production') {
    app.log.warn(
      'SEED_DEMO is on: an empty database gets the demo washers, postal areas, notification ' +
        'and campaign code DEMO10; unset it for a real company (decision 074).',
    );
  }

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
  // Answers compressed; request bodies are not decompressed (no client here sends them so,
  // and a route then skips the decompression hook).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
  });
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
  const shopLogo = createShopLogoService(database.db, publicAnswers);
  if (config.env === 'production') {
    app.addHook('onReady', async () => void (await warnWhenSellingAsTheDemo(shopInfo, app.log)));
  }

  // The order pages render with their routes' answers (decision 080).
  const orderPages: { reads?: OrderPageReads } = {};
  await app.register(apiRoutes, {
    prefix: '/api',
    onOrderPages: (reads) => (orderPages.reads = reads),
    config,
    database,
    clock,
    outbox,
    // Every mail ends with the seller's facts (issue 15 point 4, decision 050), comes from
    // the brand with the logo and is answered to the company's e-mail (decision 077).
    mailer: withShopIdentity(
      withShopFooter(mailer, shopInfo.get, config.publicUrl),
      async () => ({ info: await shopInfo.get(), logo: (await shopLogo.state()).metadata }),
      config.publicUrl,
    ),
    rateCounters,
    counters,
    notifications,
    shopInfo,
    shopLogo,
  });
  if (!orderPages.reads) throw new Error('the API gave the order pages no reads');
  // robots.txt and sitemap.xml (decision 065), also without the web app.
  await registerSearchEngineFiles(app, config.publicUrl);
  // The web app: customer pages rendered on the server, the back office in the browser.
  await registerPages(app, {
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    pageData: (language) => publicPageData(counters, notifications, shopInfo, shopLogo, language),
    orderPages: orderPages.reads,
  });
  return app;
}
