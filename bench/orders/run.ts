/**
 * Order-creation throughput (issue 12): POST /api/order on PostgreSQL with one app process,
 * then with two app processes (real child processes on two ports) sharing one database.
 * Each run gets a fresh database with the demo data and 40 extra washers serving every
 * postal area, so that the orders, spread over every washer and offered day (the server
 * picks the earliest free start), seldom meet a full day: 201s and 409s are counted apart.
 * Each request comes from its own client address (X-Forwarded-For from a trusted proxy),
 * so the per-address limits do not answer instead of the order code.
 *
 *   node --import tsx bench/orders/run.ts [--seconds 12] [--connections 20] [--no-readme]
 *
 * ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be
 * allowed to create databases. Writes its table into bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import * as prettier from 'prettier';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '12' },
    connections: { type: 'string', default: '20' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const adminUrl = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ports = [3391, 3392];
const postalCode = '00100';
const out = (line = '') => process.stdout.write(`${line}\n`);

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function waitForHealth(port: number, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app on ${port} did not answer`);
}

function startServer(port: number, databaseUrl: string, dataDir: string, seed: boolean) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ORDERS_PER_ADDRESS_PER_HOUR: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** 40 more washers, each with a calendar, serving every postal area. */
async function addWashers(databaseUrl: string) {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into washers (name) select 'Bench ' || g from generate_series(1, 40) g returning id`,
    );
    for (const { id } of rows) {
      await client.query(`insert into calendars (name, washer_id) values ($1, $2)`, [
        `Bench ${id}`,
        id,
      ]);
    }
    await client.query(
      `insert into washer_postal_areas (washer_id, postal_area_id)
       select w.id, a.id from washers w cross join postal_areas a where w.name like 'Bench %'`,
    );
  });
}

/** A valid body template, the offered days and the washers serving the code. */
async function orderTemplate(port: number, databaseUrl: string) {
  const base = `http://127.0.0.1:${port}/api`;
  const config = counterToDomain((await (await fetch(`${base}/counter/1`)).json()) as CounterApi);
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: config.windows[0]!.id, amount: 5 }],
  };
  const minutes = Math.ceil(quoteOrder(config, quantities).washingMinutes);
  const offered = (await (
    await fetch(`${base}/calendar/validateAndGetAvailableDays/${postalCode}/${minutes}`)
  ).json()) as { date: string }[];
  const washerIds = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select distinct wpa.washer_id as id from washer_postal_areas wpa
       join postal_area_codes pac on pac.postal_area_id = wpa.postal_area_id
       where pac.postal_code = $1`,
      [postalCode],
    );
    return rows.map((r) => r.id);
  });
  return { quantities, dates: offered.map((d) => d.date), washerIds };
}

function measure(
  port: number,
  connections: number,
  seconds: number,
  template: Awaited<ReturnType<typeof orderTemplate>>,
) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  let sequence = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sequence += 1;
          const client = `10.${port % 250}.${(sequence >> 8) & 255}.${sequence & 255}`;
          return {
            ...request,
            path: '/api/order',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
            body: JSON.stringify({
              ...template.quantities,
              shippingDay: pick(template.dates),
              cleanerId: pick(template.washerIds),
              language: 'fi',
              address: {
                name: 'Bench Customer',
                phone: '040 123 4567',
                email: `bench-${port}-${sequence}@example.fi`,
                streetAddress: `Benchikatu ${port}-${sequence}`,
                postalCode,
                city: 'Helsinki',
                terms: true,
                paymentType: 'BILL',
                invoice_channel: 'email',
                // A private customer's day within 14 days asks to start early (decision 050).
                early_start: true,
              },
            }),
          };
        },
      },
    ],
  });
}

interface Figures {
  created: number;
  taken: number;
  other: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
}

async function run(processes: 1 | 2, seconds: number, connections: number): Promise<Figures> {
  const name = `bench_orders_${processes}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bench-orders-'));
  await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const servers: ChildProcess[] = [];
  try {
    servers.push(startServer(ports[0]!, databaseUrl, dataDir, true));
    await waitForHealth(ports[0]!);
    await addWashers(databaseUrl);
    if (processes === 2) {
      servers.push(startServer(ports[1]!, databaseUrl, dataDir, false));
      await waitForHealth(ports[1]!);
    }
    const template = await orderTemplate(ports[0]!, databaseUrl);
    const loadBefore = os.loadavg()[0]!;
    const results = await Promise.all(
      ports
        .slice(0, processes)
        .map((port) => measure(port, connections / processes, seconds, template)),
    );
    const loadAfter = os.loadavg()[0]!;
    out(`answers: ${JSON.stringify(results.map((r) => r.statusCodeStats))}`);
    const count = (code: string) =>
      results.reduce((sum, r) => sum + (r.statusCodeStats[code]?.count ?? 0), 0);
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    return {
      created: count('201'),
      taken: count('409'),
      other: total - count('201') - count('409'),
      perSecond: Math.round(count('201') / seconds),
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      load: `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    };
  } finally {
    for (const server of servers) await stopServer(server);
    await withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function writeReadme(section: string) {
  const path = new URL('../README.md', import.meta.url);
  const text = await readFile(path, 'utf8');
  const start = '<!-- orders:start -->';
  const end = '<!-- orders:end -->';
  const block = `${start}\n${section}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  const options = (await prettier.resolveConfig(path)) ?? {};
  await writeFile(path, await prettier.format(next, { ...options, filepath: path.pathname }));
}

async function main() {
  const seconds = Number(args.seconds);
  const connections = Number(args.connections);
  const rows: string[] = [];
  for (const processes of [1, 2] as const) {
    out(`${processes} process(es): ${seconds} s, ${connections} connections ...`);
    const f = await run(processes, seconds, connections);
    out(JSON.stringify(f));
    rows.push(
      `| ${processes} | ${f.perSecond} | ${f.p50} ms | ${f.p99} ms | ${f.created} | ${f.taken} | ${f.other} | ${f.errors} | ${f.load} |`,
    );
  }
  const cpu = os.cpus();
  const section = [
    '## Order creation (`npm run bench:orders`)',
    '',
    `\`POST /api/order\` (bill orders, the server picking the earliest free start on a random offered day of a random washer), ${connections} connections in all for ${seconds} s, on one app process and then on two app processes (child processes on two ports, the connections split between them) sharing one fresh PostgreSQL database: the demo data and 40 more washers serving every area, so 43 washers serve the code. Every request comes from its own client address. A 409 is SLOT_TAKEN (the day of that washer was full); orders/s counts 201s only; p50 and p99 are the worse of the two processes'. PostgreSQL, the app processes and autocannon on one machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}.`,
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)}; load average is the machine's one-minute figure before → after. PostgreSQL, autocannon and every app process share the machine's 2 cores.`,
    '',
    '| processes | orders/s (201) | p50 | p99 | 201 | 409 | other | errors | load average |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  if (!args['no-readme']) await writeReadme(section);
  out(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
