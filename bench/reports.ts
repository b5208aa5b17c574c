/**
 * `npm run bench:reports` (issue 24 points 5 and 6): the revenue report over a year
 * (`GET /api/reports/revenue?by=month|week|washer`), one request at a time, and the
 * bookkeeper's CSV streamed with the app process's memory sampled, over a period of about
 * 10 000 orders against one of 100 000 (the memory must not grow with the orders). Data:
 * bench/availability's 50 washers and 100 000 orders (two years back, three months ahead)
 * and its 20 000 blocks, made money-like: half invoices, past jobs done (3 % cancelled),
 * each with three lines, a payment on the job day for 90 % of the done ones, a refund for 2 %.
 * On a fresh PostgreSQL database, the real app as its own process with production settings.
 * Writes its table into bench/README.md.
 *
 *   node --import tsx bench/reports.ts [--requests 100] [--keep] [--reuse <database>] [--no-readme]
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { addDays, addMonths } from '#domain/calendar/local-date.ts';
import { loadData, sizes } from './availability/load-data';
import { createDatabase, type Sql } from './server/databases';
import { appCommand, productionEnv, startApp, stopProcess, waitFor } from './server/processes';
import { webRoot } from './server/web-root';
import { percentile } from './server/percentile';
import { writeReadmeSection } from './server/readme-section';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const port = 3294;
const publicUrl = 'https://bench.example.fi';
const admin = { email: 'bench@example.fi', password: 'bench-admin-password-1' };
const target = 300;

/** Money on the bench's orders: invoices, done jobs, lines, payments and refunds. */
async function addMoney(sql: Sql, today: string) {
  await sql.query(
    `update orders set payment_type = case when id % 2 = 0 then 'bill' else 'online' end,
       created = (shipping_day - 20)::timestamptz + interval '9 hours',
       status = case when shipping_day >= $1::date then 'confirmed'
         when id % 33 = 0 then 'cancelled' else 'done' end,
       cancelled_at = case when shipping_day < $1::date and id % 33 = 0
         then (shipping_day - 3)::timestamptz + interval '10 hours' end,
       cancel_reason = case when id % 33 = 0 then (array['Sairaus', 'Sää', 'Muutto'])[1 + id % 3] end,
       repeated_order = id % 5 = 0, international_cleaner = id % 7 = 0`,
    [today],
  );
  await sql.query(
    `insert into order_items (order_id, name, amount, price_cents, discount_price_cents, easoft_item_id, sort)
     select id, l.name, l.amount, l.price, l.price, l.item, l.sort from orders,
       (values ('Aloitusmaksu', 1, 3000, '700000', 0), ('Ikkuna', 6, 1500, '700101', 1),
         ('Parvekelasit', 4, 750, '700201', 2)) as l(name, amount, price, item, sort)`,
  );
  await sql.query(
    `insert into order_money (order_id, kind, amount_cents, on_day, method, recorded_by_name)
     select id, 'payment', total_price_after_discount_cents, shipping_day,
       case when payment_type = 'online' then 'online' else 'bank_transfer' end, 'Bench'
     from orders where status = 'done' and id % 10 <> 0`,
  );
  await sql.query(
    `insert into order_money (order_id, kind, amount_cents, on_day, method, recorded_by_name)
     select id, 'refund', 2000, shipping_day + 3, 'bank_transfer', 'Bench'
     from orders where status = 'done' and id % 50 = 1`,
  );
  // The update above left a dead version of every order: vacuum, as autovacuum would.
  await sql.query('vacuum analyze');
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

async function measureRevenue(base: string, cookie: string, from: string, to: string) {
  const results = [];
  for (const by of ['month', 'week', 'washer']) {
    const path = `/api/reports/revenue?from=${from}&to=${to}&by=${by}`;
    const get = async () => {
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { rows: unknown[]; totals: { jobs: number } };
    };
    const first = await get(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const start = performance.now();
      await get();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({
      by,
      rows: first.rows.length,
      jobs: first.totals.jobs,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    });
  }
  return results;
}

/** The resident memory of a process in MiB (Linux). */
async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Streams the CSV of [from, to], sampling the app's memory every 10 ms. */
async function measureCsv(base: string, cookie: string, pid: number, from: string, to: string) {
  const before = await rssMiB(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMiB(pid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${base}/api/reports/orders.csv?from=${from}&to=${to}`, {
    headers: { cookie },
  });
  if (res.status !== 200) throw new Error(`csv: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  return { from, to, rows: lines - 1, mib: bytes / 1024 / 1024, seconds, before, peak };
}

const heapMiB = 128;

/** The app as its own process with production settings, signed in as the admin. */
async function withApp<T>(
  databaseEnv: Record<string, string>,
  webEnv: Record<string, string>,
  extraEnv: Record<string, string>,
  use: (base: string, cookie: string, pid: number) => Promise<T>,
): Promise<T> {
  const app = startApp({
    ...productionEnv(port, databaseEnv),
    ...webEnv,
    ...extraEnv,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, app);
    return await use(base, await login(base), app.pid!);
  } finally {
    await stopProcess(app);
  }
}

async function main() {
  const today = helsinkiDate(new Date());
  const yearFrom = addDays(addMonths(today, -12), 1);
  const loadBefore = os.loadavg()[0]!;
  const database = await createDatabase('pg', 'reports', args.keep, args.reuse);
  let revenue;
  const csv: Awaited<ReturnType<typeof measureCsv>>[] = [];
  let loadSeconds: number | null = null;
  let orders: number;
  try {
    const sql = await database.sql();
    try {
      if (!args.reuse) {
        const started = performance.now();
        await loadData(sql as unknown as pg.Client, today);
        await addMoney(sql, today);
        loadSeconds = Math.round((performance.now() - started) / 1000);
      }
      const { rows } = await sql.query<{ n: string }>('select count(*) as n from orders');
      orders = Number(rows[0]!.n);
    } finally {
      await sql.end();
    }
    const web = await webRoot();
    try {
      revenue = await withApp(database.env, web.env, {}, async (base, cookie) =>
        measureRevenue(base, cookie, yearFrom, today),
      );
      // A fresh process whose heap may not pass 128 MiB: a CSV that held its orders would
      // die of it. About 10 000 orders (the last ~2.7 months), a year, then all 100 000
      // twice and 10 000 again: the peak must not follow the number of orders.
      const small = addDays(today, -80);
      const all = [addMonths(today, -24), addMonths(today, 3)] as const;
      await withApp(
        database.env,
        web.env,
        { NODE_OPTIONS: `--max-old-space-size=${heapMiB}` },
        async (base, cookie, pid) => {
          for (const [from, to] of [
            [small, today],
            [yearFrom, today],
            all,
            all,
            [small, today],
          ] as const) {
            csv.push(await measureCsv(base, cookie, pid, from, to));
          }
        },
      );
    } finally {
      await web.remove();
    }
  } finally {
    await database.remove();
  }
  const loadAfter = os.loadavg()[0]!;
  const cpu = os.cpus();
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const worst = Math.max(...revenue.map((r) => r.p95));
  const markdown = [
    '<!-- reports:start -->',
    '',
    '## Reports and the CSV (`npm run bench:reports`)',
    '',
    `\`GET /api/reports/revenue?from=${yearFrom}&to=${today}&by=…\` (a year) with an admin's session, ${requests} requests one at a time after one to warm up, for each grouping; then \`GET /api/reports/orders.csv\` streamed and read to its end while the app's resident memory (VmRSS) is sampled every 10 ms. Data: bench/availability's ${sizes.washers} washers, ${orders.toLocaleString('en')} orders (two years back, three months ahead) and ${sizes.blocks.toLocaleString('en')} blocks, half of the orders invoices, past jobs done (3 % cancelled), three lines each, a payment for 90 % of the done jobs and a refund for 2 %. The app is ${appCommand().description} with production settings (\`LOG_LEVEL=info\`), one process, on PostgreSQL; the database, the app and the client on one machine: ${cpu[0]?.model.trim()} × ${cpu.length}, Node ${process.version}.`,
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)}; load average (one minute, ${cpu.length} cores, shared with other work) ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}. Data ${loadSeconds === null ? 'kept from an earlier run' : `loaded in ${loadSeconds} s`}. Target: p95 under ${target} ms (${worst < target ? '**met**' : '**missed**'}).`,
    '',
    '| by | rows | jobs | p50 | p95 | p99 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...revenue.map(
      (r) =>
        `| ${r.by} | ${r.rows} | ${r.jobs.toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`,
    ),
    '',
    `The CSV, in the order the requests were made, from a fresh app process started with \`--max-old-space-size=${heapMiB}\` (a CSV that held the period's orders in memory would fail there): its resident memory before each request and its peak while streaming. The file is never whole in the process: pages of 500 orders by keyset, sent as they are made, with the socket's back-pressure.`,
    '',
    '| period | CSV rows | size | time | RSS before | RSS peak | growth |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...csv.map(
      (c) =>
        `| ${c.from} – ${c.to} | ${c.rows.toLocaleString('en')} | ${c.mib.toFixed(1)} MiB | ${c.seconds.toFixed(1)} s | ${c.before.toFixed(0)} MiB | ${c.peak.toFixed(0)} MiB | ${(c.peak - c.before).toFixed(0)} MiB |`,
    ),
    '',
    '<!-- reports:end -->',
  ].join('\n');
  process.stdout.write(`${markdown}\n`);
  if (args['no-readme']) return;
  await writeReadmeSection('reports', markdown);
}

await main();
