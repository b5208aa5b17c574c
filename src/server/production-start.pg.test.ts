import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePostgresUrl } from './db/test-database';
import { childEnv, run, spawnServer, type ChildServer } from './test-support/child-server';
import { productionEnv } from './test-support/production-env';

/**
 * The real production build and start (issue 12), once, on PostgreSQL: `npm run build` into
 * a temp folder, laid out as the Dockerfile's runtime stage (package files, `npm ci
 * --omit=dev`, scripts/start.mjs, dist/), then started there with NODE_ENV=production on a
 * fresh, empty database. No container engine is needed; the image's file set is this one.
 */
const checkout = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'ikkunanpesu-production-'));
const app = join(work, 'app');
const servers: ChildServer[] = [];
let admin: pg.Client;
let databaseName: string;
let env: NodeJS.ProcessEnv;

/** The runtime stage's COPY lines, in order; the test lays out `app` the same way. */
const runtimeCopies = [
  'package.json package-lock.json ./',
  'scripts/start.mjs ./scripts/',
  '--from=build /app/dist ./dist',
];

/** Every path under a folder with its time of change: a start must leave all as they were. */
const listing = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((path) => `${path} ${statSync(join(dir, path)).mtimeMs}`);

function start(command: string, args: string[], settings: Record<string, string | undefined> = {}) {
  const server = spawnServer(command, args, { cwd: app, env: { ...env, ...settings } });
  servers.push(server);
  return server;
}

const compiledServer = ['--enable-source-maps', 'dist/server/main.js'];

beforeAll(async () => {
  const adminUrl = requirePostgresUrl();
  const buildEnv = { ...process.env, NODE_ENV: undefined };
  await run('npm', ['run', 'build'], {
    cwd: checkout,
    env: {
      ...buildEnv,
      WEB_OUT_DIR: join(app, 'dist/web'),
      SERVER_OUT_DIR: join(app, 'dist/server'),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of ['package.json', 'package-lock.json', 'scripts/start.mjs']) {
    cpSync(join(checkout, file), join(app, file));
  }
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: app,
    env: buildEnv,
    maxBuffer: 64 * 1024 * 1024,
  });

  // An empty database (named like the test databases, so left-overs are dropped): the
  // compiled server must find its migrations.
  databaseName = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env = childEnv({
    ...productionEnv,
    DATABASE_URL: url.toString(),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
}, 600_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL', 10_000).catch(() => {})));
  await admin?.query(`drop database if exists "${databaseName}" with (force)`);
  await admin?.end();
  await rm(work, { recursive: true, force: true });
}, 120_000);

describe('production build and start', () => {
  it('lays out the runtime the way the Dockerfile does', () => {
    const dockerfile = readFileSync(join(checkout, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.split(/^FROM /m).at(-1) ?? '';
    expect(runtime).toMatch(/^\S+ AS runtime/);
    expect([...runtime.matchAll(/^COPY (.+)$/gm)].map((m) => m[1])).toEqual(runtimeCopies);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev /m);
    expect(runtime).toContain('CMD ["node", "--enable-source-maps", "dist/server/main.js"]');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production /m);
    expect(existsSync(join(app, 'node_modules/tsx'))).toBe(false);
  });

  it('npm run admin:create works from the compiled code', async () => {
    const { stdout } = await run(
      'npm',
      ['run', 'admin:create', '--', '--email', 'anna@example.fi', '--name', 'Anna Admin'],
      { cwd: app, env: { ...env, ADMIN_PASSWORD: 'a-long-enough-password' } },
    );
    expect(stdout).toContain('created');
  }, 60_000);

  it('npm start serves the built web app and the API, builds nothing and writes nothing', async () => {
    const before = listing(app);
    // SEED_DEMO reads the window images beside the bundle; DATA_DIR is left at ./data.
    const server = start('npm', ['start'], { SEED_DEMO: 'true' });
    const base = `http://127.0.0.1:${await server.listening(60_000)}`;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/api/docs`)).status).toBe(404);
    const simulator = await fetch(`${base}/api/payment-simulator/payments`, { method: 'POST' });
    expect(simulator.status).toBe(404);

    const log = server.stdout.join('\n');
    expect(log).toContain('SMTP_URL is not set');
    // A company must not go live as the demo (decision 074): both warnings name what to do.
    expect(log).toContain('SEED_DEMO is on');
    expect(log).toMatch(/seller's details are still the demo company's \(sellerName, businessId/);
    await server.stop('SIGTERM', 20_000);
    // The access lines, buffered in production (decision 075), were written by the stop.
    const access = server.stdout
      .join('\n')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(access).toContainEqual(
      expect.objectContaining({ level: 30, method: 'GET', route: '/api/health', status: 200 }),
    );
    expect(access).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        status: 404,
        url: '/api/payment-simulator/payments',
      }),
    );
    // Nothing built (dist/ unchanged) and nothing written (no ./data, no mail folder).
    expect(listing(app)).toEqual(before);
  }, 90_000);

  it('stops on SIGTERM; a request that hangs does not keep it past the limit', async () => {
    const calm = start('node', compiledServer);
    await calm.listening(60_000);
    expect(await calm.stop('SIGTERM', 20_000)).toBe(0);

    const stuck = start('node', compiledServer);
    const port = await stuck.listening(60_000);
    // A request whose body never finishes: closing the server waits for it.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
    socket.write('Content-Length: 1000\r\n\r\n{"a":');
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      expect(await stuck.stop('SIGTERM', 20_000)).toBe(1);
    } finally {
      socket.destroy();
    }
    expect(stuck.stdout.join('\n')).toContain('exiting anyway');
  }, 90_000);

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'simulator' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://ikkunanpesu.example.fi' }],
    ['SECRET_KEY', { SECRET_KEY: undefined }],
    ['WEB_ROOT', { WEB_ROOT: join(work, 'no-web-app') }],
  ])(
    'refuses to start with one line naming %s',
    async (variable, settings) => {
      const server = start('node', compiledServer, settings);
      expect(await server.ended(30_000)).toBe(1);
      expect(server.stderr.filter(Boolean)).toEqual([expect.stringContaining(variable)]);
    },
    40_000,
  );

  it('NODE_ENV=production npm start without a build says so in one line', async () => {
    const empty = join(work, 'no-build');
    mkdirSync(join(empty, 'scripts'), { recursive: true });
    cpSync(join(checkout, 'package.json'), join(empty, 'package.json'));
    cpSync(join(checkout, 'scripts/start.mjs'), join(empty, 'scripts/start.mjs'));
    const server = spawnServer('node', ['scripts/start.mjs'], { cwd: empty, env });
    expect(await server.ended(30_000)).toBe(1);
    expect(server.stderr.filter(Boolean)).toEqual([expect.stringContaining('npm run build')]);
  }, 40_000);
});
