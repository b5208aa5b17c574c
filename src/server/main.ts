import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

/** After SIGTERM/SIGINT the process exits within this long, even if closing hangs. */
const shutdownLimitMs = 8000;

/**
 * Reads the configuration, builds the app, listens, and closes gracefully on SIGTERM/SIGINT.
 * Runs as TypeScript (npm start in development) or compiled to dist/server/main.js; the
 * built web app is dist/web from either place.
 */
async function main() {
  const config = loadConfig();
  config.webRoot = path.resolve(
    config.webRoot ?? fileURLToPath(new URL('../../dist/web', import.meta.url)),
  );
  if (config.env === 'production' && !existsSync(path.join(config.webRoot, 'index.html'))) {
    throw new ConfigError(
      `Refused in production: no built web app in ${config.webRoot} (run npm run build, or set WEB_ROOT).`,
    );
  }
  const app = await buildApp(config);
  for (const line of productionWarnings(config)) app.log.warn(line);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`shutdown took over ${shutdownLimitMs / 1000} s: exiting anyway`);
      process.exit(1);
    }, shutdownLimitMs).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

/** Settings production runs with but an operator should know about (one line each). */
function productionWarnings(config: AppConfig): string[] {
  if (config.env !== 'production') return [];
  const lines: string[] = [];
  if (!config.smtpUrl) {
    lines.push(
      `SMTP_URL is not set: mails are written as files to ${path.join(config.dataDir, 'mail')} and nobody receives them.`,
    );
  }
  if (!config.databaseUrl) {
    lines.push(
      `DATABASE_URL is not set: the embedded database in ${config.dataDir} serves this one process only.`,
    );
  }
  return lines;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
