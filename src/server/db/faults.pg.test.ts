import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createClock } from '../lib/clock';
import {
  expectErrorFormat,
  expectWholeOrder,
  health,
  killOtherSessions,
  orderBodies,
  postOrder,
  startServerProcess,
  within,
} from '../test-support/database-faults';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy';
import { isDatabaseUnavailable, openDatabase, pgErrorCode, queryRows } from './client';
import { createTestDatabase, requirePostgresUrl, type TestDatabase } from './test-database';

/**
 * The database is allowed to fail (decision 034): connections killed mid-order, a lock
 * held too long, the server away and back. The app is the real one, on its own pool opened
 * from config (so config.database's limits apply), on a fresh PostgreSQL test database.
 */
const now = new Date('2026-11-23T08:00:00+02:00');
const adminUrl = requirePostgresUrl();
const urlOf = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const clients: pg.Client[] = [];
const proxies: TcpProxy[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: now });
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.end().catch(() => {});
  for (const proxy of proxies.splice(0)) await proxy.stop();
  // Closing an app right after its connections were killed has, rarely (about one CI run in
  // ten, not reproduced alone), not finished within a minute; which close waits is not yet
  // known. The subject here is serving on, and production's shutdown is bounded (main.ts
  // exits after 8 s), so the close is bounded too; afterAll drops the database with force.
  for (const app of apps.splice(0)) {
    const closing = app.close().then(() => true);
    const isClosed = await within(closing, 15_000, 'closing the app').catch(() => false);
    if (!isClosed) console.warn('faults.pg.test: an app did not close within 15 s');
  }
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.kill('SIGTERM')) await once(child, 'exit');
  }
});
afterAll(() => database.close());

async function startApp(env: Record<string, string> = {}, databaseUrl = urlOf(database.name)) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    ORDERS_PER_ADDRESS_PER_HOUR: '1000',
    UNPAID_ORDERS_PER_EMAIL_PER_DAY: '1000',
    ...env,
  });
  config.seedDemo = false; // seeded once by createTestDatabase
  const app = await buildApp(config, { clock: createClock(now) });
  apps.push(app);
  await app.ready();
  return app;
}

/** Another session on the test database (the one that kills, locks or watches). */
async function otherSession(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlOf(database.name) });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

/** The real server (`node --import tsx src/server/main.ts`) on the test database. */
const startServer = (env: Record<string, string>) =>
  startServerProcess({
    databaseUrl: urlOf(database.name),
    now,
    env,
    track: (child) => children.push(child),
  });

describe('every connection of the pool', () => {
  it('has the statement, lock and idle-in-transaction limits it was opened with', async () => {
    const opened = await openDatabase({
      databaseUrl: urlOf(database.name),
      dataDir: 'unused',
      poolSize: 2,
      statementTimeoutMs: 300,
      lockTimeoutMs: 200,
      idleInTransactionTimeoutMs: 4000,
    });
    try {
      const [limits] = await queryRows<Record<string, string>>(
        opened.db,
        `select current_setting('statement_timeout') as statement,
                current_setting('lock_timeout') as lock,
                current_setting('idle_in_transaction_session_timeout') as idle`,
      );
      expect(limits).toEqual({ statement: '300ms', lock: '200ms', idle: '4s' });
      const slow = await queryRows(opened.db, 'select pg_sleep(3)').catch((e: unknown) => e);
      expect(pgErrorCode(slow)).toBe('57014');
      expect(isDatabaseUnavailable(slow)).toBe(true);
    } finally {
      await opened.close();
    }
  });
});

describe('connections lost mid-order', () => {
  it('fails only the orders on killed connections; the process serves on', async () => {
    const app = await startApp();
    const bodies = await orderBodies(app, 20, 'katko');
    const killer = await otherSession();
    let killed = 0;
    const answers = Promise.all(bodies.map((body) => postOrder(app, body)));
    let done = false;
    void answers.finally(() => (done = true));
    for (let round = 0; round < 5 && !done; round++) {
      killed += (await killer.query<{ killed: number }>(killOtherSessions)).rows[0]!.killed;
      await new Promise((r) => setTimeout(r, 30));
    }
    const results = await within(answers, 30_000, '20 orders');
    expect(killed).toBeGreaterThan(0);

    for (const res of results) {
      expect([200, 201, 409, 503]).toContain(res.statusCode);
      if (res.statusCode === 409) expectErrorFormat(res, 'SLOT_TAKEN');
      if (res.statusCode === 503) expectErrorFormat(res, 'SERVICE_UNAVAILABLE');
      if (res.statusCode < 300)
        await expectWholeOrder(killer, res.json<{ reference: string }>().reference);
    }
    // Still serving: health, and a new order.
    expect((await health(app)).statusCode).toBe(200);
    const [again] = await orderBodies(app, 1, 'jatko');
    const res = await postOrder(app, again!);
    expect(res.statusCode).toBe(201);
    await expectWholeOrder(killer, res.json<{ reference: string }>().reference);
  });

  it('answers 503 when a server process loses the connection of a waiting transaction', async () => {
    // Deterministic: the order's transaction waits for a lock on its connection (checked out
    // of the pool) when that connection is killed. Without the client's own error listener
    // the 'error' event crashes the process. A real server process, so a crash is a crash.
    const [body] = await orderBodies(await startApp(), 1, 'odottaa');
    const server = await startServer({
      DB_LOCK_TIMEOUT_MS: '20000',
      DB_STATEMENT_TIMEOUT_MS: '20000',
    });
    const locker = await otherSession();
    await locker.query('begin');
    await locker.query('lock table washer_reservations in access exclusive mode');
    const answer = fetch(`${server.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const killer = await otherSession();
    const lockerPid = (locker as unknown as { processID: number }).processID;
    await within(
      (async () => {
        const kill = `select count(*)::int as killed from (select pg_terminate_backend(pid)
          from pg_stat_activity where datname = current_database()
           and wait_event_type = 'Lock' and pid <> $1) t`;
        while ((await killer.query<{ killed: number }>(kill, [lockerPid])).rows[0]!.killed === 0)
          await new Promise((r) => setTimeout(r, 50));
      })(),
      15_000,
      'an order waiting for the lock',
    );
    const res = await within(answer, 15_000, 'the order');
    await locker.query('rollback');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: expect.any(String) });

    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const again = await fetch(`${server.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(201);

    // What an operator sees, and no personal data in it (the statement's parameters).
    const log = server.output();
    expect(log).toMatch(/"level":40,.*"code":"[^"]+".*"msg":"PostgreSQL connection lost"/);
    expect(log).toContain('"msg":"database unavailable"');
    for (const secret of [
      body!.address.email,
      body!.address.name,
      body!.address.phone,
      body!.address.streetAddress,
    ])
      expect(log).not.toContain(String(secret));
  });
});

describe('a lock held too long', () => {
  it('answers 503 after the lock timeout instead of hanging', async () => {
    const app = await startApp({ DB_LOCK_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '60000' });
    const [body] = await orderBodies(app, 1, 'lukko');
    const locker = await otherSession();
    await locker.query('begin');
    await locker.query('lock table washer_reservations in access exclusive mode');
    const res = await within(postOrder(app, body!), 10_000, 'an order behind a held lock');
    await locker.query('rollback');
    expect(res.statusCode).toBe(503);
    expectErrorFormat(res, 'SERVICE_UNAVAILABLE');
    expect((await postOrder(app, body!)).statusCode).toBe(201);
  });
});

describe('no free connection in the pool', () => {
  it('answers 503 after the acquire timeout instead of queueing without end', async () => {
    const app = await startApp({
      DB_POOL_SIZE: '1',
      DB_POOL_ACQUIRE_TIMEOUT_MS: '500',
      DB_LOCK_TIMEOUT_MS: '60000',
      DB_STATEMENT_TIMEOUT_MS: '60000',
    });
    const [body] = await orderBodies(app, 1, 'jono');
    const locker = await otherSession();
    await locker.query('begin');
    await locker.query('lock table washer_reservations in access exclusive mode');
    const waiting = postOrder(app, body!); // holds the pool's one connection, waiting for the lock
    const watcher = await otherSession();
    await within(
      (async () => {
        const waits = `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`;
        while ((await watcher.query<{ n: number }>(waits)).rows[0]!.n === 0)
          await new Promise((r) => setTimeout(r, 50));
      })(),
      15_000,
      'an order waiting for the lock',
    );
    const res = await within(
      // A read that needs the database every time (the counter is served from memory).
      app.inject({ method: 'POST', url: '/api/discount/validate', payload: { code: 'JONO1' } }),
      10_000,
      'a read with the pool taken',
    );
    await locker.query('rollback');
    expect(res.statusCode).toBe(503);
    expectErrorFormat(res, 'SERVICE_UNAVAILABLE');
    expect((await within(waiting, 10_000, 'the waiting order')).statusCode).toBe(201);
  });
});

describe('the database away and back', () => {
  it('answers 503 while it is away and 200 again by itself when it returns', async () => {
    const target = new URL(adminUrl);
    const proxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    proxies.push(proxy);
    const app = await startApp(
      { DB_POOL_ACQUIRE_TIMEOUT_MS: '1000' },
      proxy.urlFor(urlOf(database.name)),
    );
    expect((await health(app)).statusCode).toBe(200);
    const [body] = await orderBodies(app, 1, 'poissa');

    await proxy.stop();
    const away = await within(health(app), 10_000, 'health while away');
    expect(away.statusCode).toBe(503);
    expectErrorFormat(away, 'SERVICE_UNAVAILABLE');
    const order = await within(postOrder(app, body!), 10_000, 'an order while away');
    expect(order.statusCode).toBe(503);
    expectErrorFormat(order, 'SERVICE_UNAVAILABLE');

    await proxy.start();
    await within(
      (async () => {
        while ((await health(app)).statusCode !== 200) await new Promise((r) => setTimeout(r, 100));
      })(),
      15_000,
      'health after the database came back',
    );
    expect((await postOrder(app, body!)).statusCode).toBe(201);
  });
});
