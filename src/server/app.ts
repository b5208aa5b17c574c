import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { createClock, type Clock } from './lib/clock';
import { registerErrorHandling } from './plugins/error-handler';
import { registerApiDocs } from './plugins/api-docs';
import { registerSpa } from './plugins/spa';
import { apiRoutes } from './routes';

export interface AppDeps {
  /** An already opened database (tests pass their own fresh one); else opened from config. */
  database?: OpenedDatabase;
  clock?: Clock;
}

/** Builds the whole application without listening: API under /api, the SPA on every other path. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database =
    deps.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const clock = deps.clock ?? createClock(config.fixedNow);
  if (config.seedDemo) await seedDemo(database.db, clock.now());

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  if (config.env !== 'production') await registerApiDocs(app);

  await app.register(apiRoutes, { prefix: '/api', config, database, clock });
  await registerSpa(app, config.webRoot);
  return app;
}
