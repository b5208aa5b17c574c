/**
 * `npm run bench:washer-day` (issue 23, decision 058): the washer's day answer,
 * `GET /api/my/jobs?from=today&to=today+6`, with a washer's session, one request at a time
 * (what a washer waits for on the phone), the 50 washers in turn. Data: bench/availability's
 * 50 washers and 100 000 orders with their reservations, each order with a shipping
 * address and three lines, a quarter with a note for the washer. On a fresh PostgreSQL
 * database, the real app as its own process (the compiled server when built) with
 * production settings at the production log level (`info`, the default). Writes its table
 * and the query plan of the jobs into bench/README.md.
 *
 *   node --import tsx bench/washer-day.ts [--requests 1000] [--keep] [--reuse <database>] [--no-readme]
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { helsinkiDate, helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { listJobs } from '#server/modules/dispatch/dispatch.repository.ts';
import { loadData, sizes } from './availability/load-data';
import { createDatabase, type BenchDatabase, type Sql } from './server/databases';
import { appCommand, productionEnv, startApp, stopProcess, waitFor } from './server/processes';
import { percentile } from './server/percentile';
import { writeReadmeSection } from './server/readme-section';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const port = 3293;
const publicUrl = 'https://bench.example.fi';
const admin = { email: 'bench@example.fi', password: 'bench-admin-password-1' };
const washerPassword = 'bench-washer-password-1';
const target = 50;

/** What a real order has besides its reservation: the address, lines, a note. */
async function addJobDetails(sql: Sql) {
  await sql.query(
    `insert into order_addresses (order_id, type, name, street_address, postal_code, city, message)
     select id, 'shipping', 'Bench Asiakas', 'Benchkatu ' || id, '10000', 'Helsinki',
       case when id % 3 = 0 then 'Ovikoodi ' || id end
     from orders`,
  );
  await sql.query(
    `insert into order_items (order_id, name, amount, price_cents, discount_price_cents, easoft_item_id, sort)
     select id, l.name, l.amount, 1000, 1000, l.item, l.sort from orders,
       (values ('Aloitusmaksu', 1, '700000', 0), ('Ikkuna', 6, '700101', 1), ('Parvekelasit', 4, '700201', 2))
         as l(name, amount, item, sort)`,
  );
  await sql.query(
    `update orders set additional_info = 'Avain vartijalta, porttikoodi ' || id where id % 4 = 0`,
  );
  await sql.query('analyze');
}

/** The plan of one washer's jobs of the 7 days (the statement the answer runs first). */
async function explainJobs(database: BenchDatabase, today: string): Promise<string> {
  const from = helsinkiInstant(today);
  const to = helsinkiInstant(addDays(today, 7));
  const query = await database.withOpened(async ({ db }) => listJobs(db, from, to, 17).toSQL());
  const sql = await database.sql();
  try {
    const { rows } = await sql.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${query.sql}`,
      query.params,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await sql.end();
  }
}

/**
 * The built web app, or (only an API call is measured) a stand-in page folder: production
 * refuses to start without one. Answers WEB_ROOT and how to remove the stand-in.
 */
async function webRoot(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (existsSync(new URL('../dist/web/index.html', import.meta.url))) {
    return { env: {}, remove: async () => undefined };
  }
  const folder = await mkdtemp(join(os.tmpdir(), 'bench-web-'));
  await writeFile(
    join(folder, 'index.html'),
    '<!doctype html><html><head><title>bench</title></head><body><div id="root"></div></body></html>',
  );
  return { env: { WEB_ROOT: folder }, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function call(base: string, path: string, cookie: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      cookie,
      origin: publicUrl,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res;
}

async function login(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, '/api/auth/login', '', { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** A washer user for each washer, signed in: their cookies. */
async function washerSessions(base: string): Promise<string[]> {
  const adminCookie = await login(base, admin.email, admin.password);
  const cookies: string[] = [];
  for (let w = 1; w <= sizes.washers; w++) {
    const email = `pesija${w}@bench.example.fi`;
    const res = await call(base, '/api/auth/register', adminCookie, {
      name: `Pesijä ${w}`,
      email,
      password: washerPassword,
      role: 'washer',
      washerId: w,
    });
    if (res.status !== 201 && res.status !== 400) {
      throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    }
    cookies.push(await login(base, email, washerPassword));
  }
  return cookies;
}

async function measure(base: string, cookies: string[], today: string) {
  const path = `/api/my/jobs?from=${today}&to=${addDays(today, 6)}`;
  const get = async (cookie: string) => {
    const res = await call(base, path, cookie);
    if (res.status !== 200) throw new Error(`my jobs: ${res.status} ${await res.text()}`);
    return ((await res.json()) as unknown[]).length;
  };
  for (const cookie of cookies) await get(cookie); // warm-up
  const times: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    counts.push(await get(cookies[i % cookies.length]!));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  counts.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    jobs: counts[Math.floor(counts.length / 2)]!,
  };
}

async function main() {
  const today = helsinkiDate(new Date());
  const loadBefore = os.loadavg()[0]!;
  const database = await createDatabase('pg', 'washerday', args.keep, args.reuse);
  let result;
  let plan: string;
  let loadSeconds: number | null = null;
  try {
    if (!args.reuse) {
      const started = performance.now();
      const sql = await database.sql();
      try {
        await loadData(sql as unknown as pg.Client, today);
        await addJobDetails(sql);
      } finally {
        await sql.end();
      }
      loadSeconds = Math.round((performance.now() - started) / 1000);
    }
    plan = await explainJobs(database, today);
    process.stdout.write(`${plan}\n`);
    const web = await webRoot();
    const app = startApp({
      ...productionEnv(port, database.env),
      ...web.env,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The production default: every request is logged.
      LOG_LEVEL: 'info',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/health`, app);
      result = await measure(base, await washerSessions(base), today);
    } finally {
      await stopProcess(app);
      await web.remove();
    }
  } finally {
    await database.remove();
  }
  const loadAfter = os.loadavg()[0]!;
  const cpu = os.cpus();
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const markdown = [
    '<!-- washer-day:start -->',
    '',
    "## The washer's day (`npm run bench:washer-day`)",
    '',
    `\`GET /api/my/jobs?from=<today>&to=<today + 6>\` (7 days) with a washer's session, ${requests} requests one at a time after one per washer to warm up, the ${sizes.washers} washers in turn. Data: bench/availability's ${sizes.washers} washers and ${sizes.orders.toLocaleString('en')} orders with their reservations (two years back, three months ahead), each order with a shipping address and three lines, a quarter with a note for the washer. The app is ${appCommand().description} with production settings at the production log level (\`LOG_LEVEL=info\`), one process, on PostgreSQL; the database, the app and the client on one machine: ${cpu[0]?.model.trim()} × ${cpu.length}, Node ${process.version}.`,
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)}; load average (one minute, ${cpu.length} cores) ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}. Data ${loadSeconds === null ? 'kept from an earlier run' : `loaded in ${loadSeconds} s`}. Target: p95 under ${target} ms.`,
    '',
    '| jobs in the answer (median) | p50 | p95 | p99 | target |',
    '| --- | --- | --- | --- | --- |',
    `| ${result.jobs} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.p95 < target ? '**met**' : '**missed**'} |`,
    '',
    "One washer's jobs of the 7 days on PostgreSQL (EXPLAIN ANALYZE; the lines and the payments of those orders are read after it by order id):",
    '',
    '```',
    plan,
    '```',
    '',
    '<!-- washer-day:end -->',
  ].join('\n');
  process.stdout.write(`${markdown}\n`);
  if (args['no-readme']) return;
  await writeReadmeSection('washer-day', markdown);
}

await main();
