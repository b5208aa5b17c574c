/**
 * Latency of GET /api/calendar/validateAndGetAvailableDays under load (issue 4):
 * a fresh PostgreSQL database with 50 washers, 100 000 orders (and reservations) and
 * 20 000 blocks, the real app started as its own process, and autocannon with 100
 * connections asking for varying postal codes and washing times. Prints median and p99
 * and writes them into bench/README.md.
 *
 *   node --import tsx bench/availability/run.ts [--seconds 30] [--writes 10,100] [--keep]
 *
 * ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must be
 * allowed to create databases.
 */
import type { ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import * as prettier from 'prettier';
import { helsinkiDate } from '#domain/calendar/helsinki-time.ts';
import { openDatabase } from '#server/db/client.ts';
import { loadData, sizes } from './load-data';
import { explainWindowQueries } from './explain';
import { admin, adminUrl } from '../server/databases';
import { productionEnv, startApp } from '../server/processes';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '100' },
    port: { type: 'string', default: '3291' },
    keep: { type: 'boolean', default: false },
    /** Reservations written (and removed) per second, one later run per figure. */
    writes: { type: 'string', default: '10,100' },
    'no-readme': { type: 'boolean', default: false },
  },
});
const port = Number(args.port);
const out = (line = '') => process.stdout.write(`${line}\n`);

async function waitForHealth(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not answer ${url}`);
}

const washingTimes = [30, 60, 90, 120, 180, 240, 300, 420, 480, 600, 900];

/**
 * The figures only count if the answers are real: a served code must get free days of
 * washers who serve it, an unserved one none. Checked before measuring.
 */
async function checkAnswers(postalCodes: string[]) {
  const ask = async (code: string, minutes: number) => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/calendar/validateAndGetAvailableDays/${code}/${minutes}`,
    );
    if (!response.ok) throw new Error(`${code}/${minutes} answered ${response.status}`);
    return (await response.json()) as { date: string; starting: string; cleanerId: number }[];
  };
  for (const code of postalCodes.slice(0, 5)) {
    const days = await ask(code, 120);
    if (days.length < 20 || days.some((d) => !d.date || !d.starting || !d.cleanerId)) {
      throw new Error(`${code}: expected free days, got ${JSON.stringify(days).slice(0, 200)}`);
    }
  }
  const unserved = await ask(`9${postalCodes[0]!.slice(1)}`, 120);
  if (unserved.length > 0) throw new Error('a code nobody serves got free days');
}

function measure(postalCodes: string[], seconds: number) {
  // 1 in 20 asks for a code nobody serves.
  const codes = [...postalCodes, ...postalCodes.slice(0, 40).map((c) => `9${c.slice(1)}`)];
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(args.connections),
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const code = codes[Math.floor(Math.random() * codes.length)];
          const minutes = washingTimes[Math.floor(Math.random() * washingTimes.length)];
          return {
            ...request,
            path: `/api/calendar/validateAndGetAvailableDays/${code}/${minutes}`,
          };
        },
      },
    ],
  });
}

/**
 * Another process booking meanwhile: every tick inserts and then deletes a reservation of
 * a random washer (in the evening, clear of the loaded jobs), so that washer's counter
 * moves twice and every server process must load its window again.
 */
function startWriter(url: string, perSecond: number) {
  const client = new pg.Client({ connectionString: url });
  let writes = 0;
  let timer: NodeJS.Timeout | undefined;
  const ready = client.connect().then(async () => {
    const {
      rows: [order],
    } = await client.query<{ id: number }>('select min(id) as id from orders');
    let isBusy = false;
    timer = setInterval(() => {
      if (isBusy) return; // one booking at a time on this connection
      isBusy = true;
      const washer = 1 + Math.floor(Math.random() * 50);
      const day = new Date(Date.now() + (3 + Math.floor(Math.random() * 80)) * 86_400_000);
      day.setUTCHours(18, 0, 0, 0);
      const end = new Date(day.getTime() + 60_000);
      void client
        .query<{ id: number }>(
          `insert into washer_reservations (washer_id, order_id, during)
           values ($1, $2, tstzrange($3, $4, '[)')) returning id`,
          [washer, order!.id, day.toISOString(), end.toISOString()],
        )
        .then(({ rows }) =>
          client.query('delete from washer_reservations where id = $1', [rows[0]!.id]),
        )
        .then(() => (writes += 1))
        .catch(() => {})
        .finally(() => (isBusy = false));
    }, 1000 / perSecond);
  });
  return {
    ready,
    async stop() {
      clearInterval(timer);
      await client.end();
      return writes;
    },
  };
}

async function writeReadme(section: string) {
  const path = new URL('../README.md', import.meta.url);
  const text = await readFile(path, 'utf8').catch(() => '# Benchmarks\n');
  const start = '<!-- availability:start -->';
  const end = '<!-- availability:end -->';
  const block = `${start}\n${section}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  // Formatted as `npm run format:check` expects.
  const options = (await prettier.resolveConfig(path)) ?? {};
  await writeFile(path, await prettier.format(next, { ...options, filepath: path.pathname }));
}

async function main() {
  const name = `bench_availability_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`create database "${name}"`);
  let server: ChildProcess | undefined;
  try {
    const opened = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    await opened.close();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const today = helsinkiDate(new Date());
    const loadStart = Date.now();
    const data = await loadData(client, today);
    const counts = await client.query<{ t: string; n: number }>(
      `select 'orders' t, count(*)::int n from orders union all
       select 'washer_reservations', count(*)::int from washer_reservations union all
       select 'disabled_dates', count(*)::int from disabled_dates union all
       select 'washers', count(*)::int from washers`,
    );
    out(
      `loaded in ${((Date.now() - loadStart) / 1000).toFixed(1)} s: ${counts.rows.map((r) => `${r.t} ${r.n}`).join(', ')}`,
    );
    const plans = await explainWindowQueries(client, data.postalCodes[0]!, today);
    await client.end();

    // The settings production accepts (bench/server/processes.ts), on this database only.
    server = startApp(productionEnv(port, { DATABASE_URL: url.toString(), SEED_DEMO: 'false' }));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);

    await checkAnswers(data.postalCodes);
    out('warming up (5 s) ...');
    await measure(data.postalCodes, 5);
    const seconds = Number(args.seconds);
    out(`measuring (${seconds} s, ${args.connections} connections) ...`);
    const runs: { name: string; figures: Record<string, string | number> }[] = [];
    for (const writesPerSecond of [0, ...args.writes.split(',').map(Number)]) {
      const writer = writesPerSecond > 0 ? startWriter(url.toString(), writesPerSecond) : null;
      await writer?.ready;
      const loadBefore = os.loadavg()[0]!;
      const result = await measure(data.postalCodes, seconds);
      const loadAfter = os.loadavg()[0]!;
      const writes = (await writer?.stop()) ?? 0;
      const figures = {
        median: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        load: `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
      };
      const name =
        writesPerSecond > 0
          ? `reading while another process books ${writesPerSecond}/s (${writes} bookings)`
          : 'reading only';
      out(`${name}: ${JSON.stringify(figures)}`);
      runs.push({ name, figures });
    }

    const cpu = os.cpus();
    const section = [
      '## Availability (`npm run bench:availability`)',
      '',
      `\`GET /api/calendar/validateAndGetAvailableDays/:postalCode/:washingTime\`, ${args.connections} connections for ${seconds} s (after a 5 s warm-up), random postal codes (1 in 20 served by nobody) and washing times of 30-900 minutes.`,
      `Data: ${sizes.washers} washers, ${sizes.areas} postal areas of ${sizes.codesPerArea} codes (about 7 washers per code), ${sizes.orders.toLocaleString('en')} orders with their reservations from ${data.firstDay} to ${data.lastDay}, ${sizes.blocks.toLocaleString('en')} blocks. PostgreSQL and the app (one Node process) on the same machine as autocannon: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}.`,
      '',
      `Measured on ${new Date().toISOString().slice(0, 10)}; load average is the machine's one-minute figure before → after (2 cores; other work may have been running).`,
      '',
      '| run | median | p99 | requests/s | requests | non-2xx | errors | load average |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...runs.map(
        ({ name, figures: f }) =>
          `| ${name} | ${f.median} ms | ${f.p99} ms | ${f.rps} | ${f.total} | ${f.non2xx} | ${f.errors} | ${f.load} |`,
      ),
      '',
      'Query plans of one request (EXPLAIN ANALYZE):',
      '',
      '```',
      plans,
      '```',
    ].join('\n');
    if (!args['no-readme']) await writeReadme(section);
    out(section);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (!args.keep) await admin(`drop database if exists "${name}" with (force)`);
    else out(`kept database ${name}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
