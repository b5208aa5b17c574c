/**
 * `npm run bench:search` (issue 14, decision 046): `GET /api/order?q=` with a back-office
 * session on 100 000 orders, one request at a time (what one dispatcher waits for), per
 * searched field: the reference, the name, the e-mail, the phone, the street, the postal
 * code, the city, and text nothing matches. On a fresh PostgreSQL database and a fresh
 * PGlite, the real app as its own process (the compiled server when built, production
 * settings). Writes its table and a query plan into bench/README.md.
 *
 *   node --import tsx bench/search/run.ts [--requests 200] [--db pg,pglite] [--keep] [--no-readme]
 *     [--reuse pg=<kept database>,pglite=<kept DATA_DIR>] [--fields city,name]
 *
 * `--keep` keeps the loaded data; `--reuse` measures on it again without loading (before and
 * after a change, on the same data and close in time).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { createDatabase, type DatabaseName } from '../server/databases';
import { appCommand, productionEnv, startApp, stopProcess, waitFor } from '../server/processes';
import { explainSearch } from './explain';
import { loadSearchData, searchSizes, searchTexts, type SearchField } from './load-data';
import { percentile } from '../server/percentile';
import { writeReadmeSection } from '../server/readme-section';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    db: { type: 'string', default: 'pg,pglite' },
    keep: { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    reuse: { type: 'string', default: '' },
    fields: { type: 'string', default: '' },
  },
});
const reused = new Map(
  args.reuse
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [DatabaseName, string]),
);
const requests = Number(args.requests);
const port = 3291;
const admin = { email: 'bench@example.fi', password: 'bench-admin-password-1' };
const publicUrl = 'https://bench.example.fi';
const target = 50;

interface Row {
  db: DatabaseName;
  field: SearchField;
  found: number;
  p50: number;
  p95: number;
  p99: number;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

async function measure(db: DatabaseName, base: string, cookie: string, texts: string[][]) {
  const fields = (Object.keys(texts) as SearchField[]).filter(
    (f) => !args.fields || args.fields.split(',').includes(f),
  );
  const rows: Row[] = [];
  const get = async (q: string) => {
    const res = await fetch(
      `${base}/api/order?${new URLSearchParams({ q, pageSize: '25', attention: 'first' })}`,
      {
        headers: { cookie },
      },
    );
    if (res.status !== 200) throw new Error(`q: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { total: number }).total;
  };
  for (const field of fields) {
    const values = (texts as unknown as Record<SearchField, string[]>)[field];
    for (const q of values.slice(0, 5)) await get(q); // warm-up
    const times: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < requests; i++) {
      const q = values[i % values.length]!;
      const start = performance.now();
      const total = await get(q);
      times.push(performance.now() - start);
      if (i < values.length) totals.push(total);
    }
    times.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    rows.push({
      db,
      field,
      found: totals[Math.floor(totals.length / 2)] ?? 0,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    });
    process.stdout.write(`${db} ${field}: p95 ${percentile(times, 95).toFixed(1)} ms\n`);
  }
  return rows;
}

async function runOn(name: DatabaseName, today: string) {
  const database = await createDatabase(name, 'search', args.keep, reused.get(name));
  try {
    const started = performance.now();
    const sql = await database.sql();
    let texts;
    try {
      if (!reused.has(name)) await loadSearchData(sql, today);
      texts = await searchTexts(sql, 20);
    } finally {
      await sql.end();
    }
    const loadSeconds = reused.has(name) ? null : Math.round((performance.now() - started) / 1000);
    const plan = name === 'pg' ? await explainSearch(database, texts.city[0]!) : undefined;
    if (plan) process.stdout.write(`${plan}\n`);
    const env = {
      ...productionEnv(port, database.env),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const app = startApp(env);
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/health`, app);
      const cookie = await login(base);
      const rows = await measure(name, base, cookie, texts as unknown as string[][]);
      return { rows, plan, loadSeconds, texts };
    } finally {
      await stopProcess(app);
    }
  } finally {
    await database.remove();
  }
}

async function main() {
  const today = helsinkiDate(new Date());
  const loadBefore = os.loadavg()[0]!;
  const results = [];
  for (const name of args.db.split(',') as DatabaseName[]) results.push(await runOn(name, today));
  const loadAfter = os.loadavg()[0]!;
  const rows = results.flatMap((r) => r.rows);
  const plan = results.find((r) => r.plan)?.plan;
  const cpu = os.cpus();
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const example = results[0]!.texts;
  const markdown = [
    '<!-- search:start -->',
    '',
    '## Orders search (`npm run bench:search`)',
    '',
    `\`GET /api/order?q=...&pageSize=25\` with a back-office session, ${requests} requests per field one at a time (after 5 to warm up), the texts of 20 orders spread over the table. Data: ${searchSizes.orders.toLocaleString('en')} orders, each with its own customer and shipping address (3 000 postal codes, 30 cities, 20 first names and 400 surnames; a quarter of the phones stored as \`040-1234567\`). The app is ${appCommand().description} with production settings, one process; the database, the app and the client on one machine: ${cpu[0]?.model.trim()} × ${cpu.length}, Node ${process.version}.`,
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)}; load average (one minute, ${cpu.length} cores) ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}. Data ${results.map((r) => (r.loadSeconds === null ? 'kept from an earlier run' : `loaded in ${r.loadSeconds} s`)).join(' and ')}. Target: p95 under ${target} ms.`,
    '',
    '| database | field | typed (e.g.) | orders found (median) | p50 | p95 | p99 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.db === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.field} | \`${(example as Record<string, string[]>)[r.field]![0]}\` | ${r.found} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`,
    ),
    '',
    `p95 under ${target} ms: ${rows.filter((r) => r.p95 < target).length} of ${rows.length}${
      rows.some((r) => r.p95 >= target)
        ? ` (missed: ${rows
            .filter((r) => r.p95 >= target)
            .map((r) => `${r.db} ${r.field}`)
            .join(', ')})`
        : ''
    }.`,
    '',
    ...(plan
      ? [
          'The page and count of a city search on PostgreSQL (EXPLAIN ANALYZE; the 25 rows are joined after it):',
          '',
          '```',
          plan,
          '```',
          '',
        ]
      : []),
    '<!-- search:end -->',
  ].join('\n');
  process.stdout.write(`${markdown}\n`);
  if (args['no-readme']) return;
  await writeReadmeSection('search', markdown);
}

await main();
