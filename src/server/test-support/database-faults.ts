/**
 * Helpers of the database fault tests (db/faults.pg.test.ts): bounded waits, orders from
 * many customers, the checks of what a fault may leave, and the real server as a process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { availableDates, orderPayload } from './checkout';

/** The promise's value, or a failed test if it takes longer than the limit (no hanging). */
export async function within<T>(promise: Promise<T>, limitMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let client = 0;
/** POST order, each from its own client address (orders are limited per address). */
export const postOrder = (app: FastifyInstance, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/order',
    payload: body,
    remoteAddress: `10.9.${Math.floor(++client / 250)}.${client % 250}`,
  });

export const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

/** `count` valid order bodies for as many different free times, each its own customer. */
export async function orderBodies(app: FastifyInstance, count: number, tag: string) {
  const first = await orderPayload(app);
  const dates = await availableDates(app, '00100', first.quote({}).washingMinutes);
  expect(dates.length).toBeGreaterThanOrEqual(count);
  return dates.slice(0, count).map((slot, i) => ({
    ...first.body,
    shippingDay: slot.date,
    cleanerId: slot.cleanerId,
    starting: slot.starting,
    address: { ...first.body.address, email: `${tag}${i}@example.fi` },
  }));
}

export function expectErrorFormat(res: LightMyRequestResponse, code: string) {
  expect(res.json()).toEqual({ error: code, message: expect.any(String) });
}

/** The order, its customer, lines, addresses and washer reservation: all there. */
export async function expectWholeOrder(session: pg.Client, reference: string) {
  const { rows } = await session.query<Record<string, number>>(
    `select (select count(*) from customers c where c.id = o.customer_id)::int as customers,
            (select count(*) from order_items i where i.order_id = o.id)::int as items,
            (select count(*) from order_addresses a where a.order_id = o.id)::int as addresses,
            (select count(*) from washer_reservations r where r.order_id = o.id)::int as reservations
       from orders o where o.reference = $1`,
    [reference],
  );
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(row.customers).toBe(1);
  expect(row.items).toBeGreaterThan(0);
  expect(row.addresses).toBeGreaterThan(0);
  expect(row.reservations).toBe(1);
}

/** Ends every other session on the current database; answers how many. */
export const killOtherSessions = `select count(*)::int as killed from (
    select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()) t`;

/**
 * The real server (`node --import tsx src/server/main.ts`) on the database of
 * `databaseUrl`; `track` gets the child at once, so that it is ended even when it never
 * starts listening.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  now: Date;
  env: Record<string, string>;
  track: (child: ChildProcess) => void;
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: options.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NOW: options.now.toISOString(),
      DATA_DIR: await mkdtemp(join(tmpdir(), 'ikkunanpesu-faults-')), // its mail files
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.track(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await within(
    (async () => {
      for (;;) {
        const found = /Server listening at (http:\/\/[0-9.:]+)/.exec(output);
        if (found) return found[1]!;
        if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    })(),
    90_000,
    'the server process to start',
  );
  return { child, url, output: () => output };
}
