/**
 * What the bench asks: autocannon runs (GET of one path, availability with varying codes
 * and washing times, order creation), the bookings made during the availability run, and
 * the figures kept of each run.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import type { CounterApi } from '#contracts/counter.ts';
import { counterToDomain } from '#contracts/counter-mapping.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { quoteOrder } from '#domain/pricing/quote-order.ts';
import type { Sql } from './databases';

export type Result = Awaited<ReturnType<typeof autocannon>>;

/** What a browser sends (Chromium): the app may answer brotli. */
export const browserEncoding = 'br, gzip';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  load: string;
  statuses: string;
}

export function figuresOf(result: Result, loadBefore: number, seconds: number): Figures {
  return figuresOfRounds([result], loadBefore, seconds);
}

/**
 * Several runs of one load as one figure: requests/s over their whole time, the median of
 * their medians and the worst of their p99s.
 */
export function figuresOfRounds(results: Result[], loadBefore: number, seconds: number): Figures {
  const sum = (pick: (r: Result) => number) => results.reduce((n, r) => n + pick(r), 0);
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
      statuses.set(code, (statuses.get(code) ?? 0) + count);
    }
  }
  return {
    rps: Math.round(sum((r) => r.requests.total) / seconds),
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    load: `${loadBefore.toFixed(2)} → ${os.loadavg()[0]!.toFixed(2)}`,
    statuses: [...statuses].map(([code, count]) => `${code}: ${count}`).join(', '),
  };
}

export async function measureGet(
  port: number,
  path: string,
  connections: number,
  seconds: number,
): Promise<Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path,
          headers: { 'accept-encoding': browserEncoding },
        }),
      },
    ],
  });
}

const washingTimes = [30, 60, 90, 120, 180, 240, 300, 420, 480, 600, 900];

/** As bench/availability/run.ts: random codes (1 in 20 served by nobody) and washing times. */
export function measureAvailability(
  port: number,
  postalCodes: string[],
  connections: number,
  seconds: number,
): Promise<Result> {
  const codes = [...postalCodes, ...postalCodes.slice(0, 40).map((c) => `9${c.slice(1)}`)];
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
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

type Day = { date: string; starting: string; cleanerId: number };

async function availability(port: number, code: string, minutes: number): Promise<Day[]> {
  const response = await fetch(
    `http://127.0.0.1:${port}/api/calendar/validateAndGetAvailableDays/${code}/${minutes}`,
  );
  if (!response.ok) throw new Error(`${code}/${minutes} answered ${response.status}`);
  return (await response.json()) as Day[];
}

/** As bench/availability/run.ts: the figures only count if the answers are real. */
export async function checkAvailability(port: number, postalCodes: string[]) {
  for (const code of postalCodes.slice(0, 5)) {
    const days = await availability(port, code, 120);
    if (days.length < 20 || days.some((d) => !d.date || !d.starting || !d.cleanerId)) {
      throw new Error(`${code}: expected free days, got ${JSON.stringify(days).slice(0, 200)}`);
    }
  }
  const unserved = await availability(port, `9${postalCodes[0]!.slice(1)}`, 120);
  if (unserved.length > 0) throw new Error('a code nobody serves got free days');
}

export interface Writer {
  ready: Promise<void>;
  stop(): Promise<{ bookings: number; refused: number }>;
}

/**
 * bench/availability/run.ts's writer (PostgreSQL): another process inserts and then deletes
 * a reservation of a random washer in the evening, so that washer's counter moves twice
 * and the server must load its window again.
 */
export function startSqlWriter(open: () => Promise<Sql>, perSecond: number): Writer {
  let writes = 0;
  let timer: NodeJS.Timeout | undefined;
  let client: Sql | undefined;
  const ready = open().then(async (opened) => {
    client = opened;
    const {
      rows: [order],
    } = await opened.query<{ id: number }>('select min(id) as id from orders');
    let isBusy = false;
    timer = setInterval(() => {
      if (isBusy) return;
      isBusy = true;
      const washer = 1 + Math.floor(Math.random() * 50);
      const day = new Date(Date.now() + (3 + Math.floor(Math.random() * 80)) * 86_400_000);
      day.setUTCHours(18, 0, 0, 0);
      const end = new Date(day.getTime() + 60_000);
      void opened
        .query<{ id: number }>(
          `insert into washer_reservations (washer_id, order_id, during)
           values ($1, $2, tstzrange($3, $4, '[)')) returning id`,
          [washer, order!.id, day.toISOString(), end.toISOString()],
        )
        .then(({ rows }) =>
          opened.query('delete from washer_reservations where id = $1', [rows[0]!.id]),
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
      await client?.end();
      return { bookings: writes, refused: 0 };
    },
  };
}

/** A valid bill order's body: the demo price configuration's first window, 5 of them. */
export async function orderQuantities(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/counter/1`);
  const config = counterToDomain((await response.json()) as CounterApi);
  const quantities = {
    ...emptyQuantities,
    windows: [{ windowId: config.windows[0]!.id, amount: 5 }],
  };
  return { quantities, minutes: Math.ceil(quoteOrder(config, quantities).washingMinutes) };
}

let sequence = 0;
function orderBody(
  quantities: unknown,
  postalCode: string,
  shippingDay: string,
  cleanerId: number,
): { headers: Record<string, string>; body: string } {
  sequence += 1;
  const client = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  return {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({
      ...(quantities as object),
      shippingDay,
      cleanerId,
      language: 'fi',
      address: {
        name: 'Bench Customer',
        phone: '040 123 4567',
        email: `bench-${process.pid}-${sequence}@example.fi`,
        streetAddress: `Benchikatu ${sequence}`,
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
}

/**
 * The embedded database serves one process, so nothing else can write to it: bookings go
 * through the app, real bill orders (`POST /api/order`) on offered days of served codes.
 */
export function startApiWriter(port: number, postalCodes: string[], perSecond: number): Writer {
  let bookings = 0;
  let refused = 0;
  let timer: NodeJS.Timeout | undefined;
  const ready = (async () => {
    const { quantities, minutes } = await orderQuantities(port);
    const offers: { code: string; day: Day }[] = [];
    for (const code of postalCodes.slice(0, 20)) {
      for (const day of await availability(port, code, minutes)) offers.push({ code, day });
    }
    let inFlight = 0;
    timer = setInterval(() => {
      if (inFlight > 0) return;
      inFlight += 1;
      const { code, day } = offers[Math.floor(Math.random() * offers.length)]!;
      const { headers, body } = orderBody(quantities, code, day.date, day.cleanerId);
      void fetch(`http://127.0.0.1:${port}/api/order`, { method: 'POST', headers, body })
        .then((r) => (r.status === 201 ? (bookings += 1) : (refused += 1)))
        .catch(() => (refused += 1))
        .finally(() => (inFlight -= 1));
    }, 1000 / perSecond);
  })();
  return {
    ready,
    stop() {
      clearInterval(timer);
      return Promise.resolve({ bookings, refused });
    },
  };
}

/** bench/orders/run.ts's load: bill orders on random offered days of random washers. */
export async function measureOrders(
  port: number,
  postalCode: string,
  washerIds: number[],
  connections: number,
  seconds: number,
): Promise<Result> {
  const { quantities, minutes } = await orderQuantities(port);
  const dates = (await availability(port, postalCode, minutes)).map((d) => d.date);
  if (dates.length === 0) throw new Error(`no offered days for ${postalCode}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: '/api/order',
          ...orderBody(quantities, postalCode, pick(dates), pick(washerIds)),
        }),
      },
    ],
  });
}
