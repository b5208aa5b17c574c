import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Reads the configuration, builds the app, listens, and closes gracefully on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  config.webRoot = path.resolve(
    config.webRoot ?? fileURLToPath(new URL('../../dist/web', import.meta.url)),
  );
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
