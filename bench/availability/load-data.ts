/**
 * Bench data for the availability call: postal areas, 50 washers with calendars, 100 000
 * orders with their washer reservations over two years of history and the three months
 * ahead, and 20 000 blocks. Deterministic (seeded random numbers) so runs compare.
 */
import type pg from 'pg';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays, addMonths, datesBetween } from '#domain/calendar/local-date.ts';
import { isWorkingDay } from '#domain/calendar/working-days.ts';
import { formatTimeOfDay } from '#domain/calendar/time-of-day.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';

export const sizes = { washers: 50, orders: 100_000, blocks: 20_000, areas: 20, codesPerArea: 40 };

/** mulberry32: a small seeded generator, so every run loads the same data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20_261_123);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** The postal codes of area a (0-based): 40 codes each, e.g. 10000-10039 for area 0. */
export const codesOfArea = (area: number) =>
  Array.from({ length: sizes.codesPerArea }, (_, k) =>
    String(10_000 + area * 100 + k).padStart(5, '0'),
  );

async function insertMany(client: pg.Client, sql: string, columns: unknown[][], batch = 5000) {
  const rows = columns[0]!.length;
  for (let offset = 0; offset < rows; offset += batch) {
    await client.query(
      sql,
      columns.map((c) => c.slice(offset, offset + batch)),
    );
  }
}

export interface LoadedData {
  postalCodes: string[];
  firstDay: string;
  lastDay: string;
}

export async function loadData(client: pg.Client, today: string): Promise<LoadedData> {
  const firstDay = addMonths(today, -24);
  const lastDay = addMonths(today, 3);
  const days = datesBetween(firstDay, lastDay).filter(isWorkingDay);

  // Postal areas and washers: washer w serves three areas, so each code has ~7 washers.
  const postalCodes: string[] = [];
  for (let area = 0; area < sizes.areas; area++) {
    await client.query('insert into postal_areas (id, name) values ($1, $2)', [
      area + 1,
      `Alue ${area + 1}`,
    ]);
    const codes = codesOfArea(area);
    postalCodes.push(...codes);
    await client.query(
      'insert into postal_area_codes (postal_area_id, postal_code) select $1, unnest($2::text[])',
      [area + 1, codes],
    );
  }
  for (let w = 1; w <= sizes.washers; w++) {
    await client.query('insert into washers (id, name, address) values ($1, $2, $3)', [
      w,
      `Pesijä ${w}`,
      `Katu ${w}`,
    ]);
    await client.query('insert into calendars (id, name, washer_id) values ($1, $2, $1)', [
      w,
      `Pesijä ${w}`,
    ]);
    const areas = new Set([w % 20, (w * 7 + 3) % 20, (w * 13 + 5) % 20]);
    for (const area of areas) {
      await client.query(
        'insert into washer_postal_areas (washer_id, postal_area_id) values ($1, $2)',
        [w, area + 1],
      );
    }
  }
  for (const table of ['postal_areas', 'washers', 'calendars']) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }

  // Orders: each washer has 2-6 jobs a working day, back to back with short gaps from
  // 08:00; trimmed at random to exactly 100 000.
  type Job = { washer: number; day: string; start: number; minutes: number };
  const jobs: Job[] = [];
  for (let w = 1; w <= sizes.washers; w++) {
    for (const day of days) {
      let start = 8 * 60 + pick([0, 0, 30, 60]);
      const count = 2 + Math.floor(rnd() * 5);
      for (let j = 0; j < count; j++) {
        const minutes = pick([30, 45, 60, 75, 90, 120]);
        if (start + minutes > 16 * 60) break;
        jobs.push({ washer: w, day, start, minutes });
        start += minutes + pick([0, 15, 30, 45]);
      }
    }
  }
  if (jobs.length < sizes.orders) throw new Error(`only ${jobs.length} jobs generated`);
  while (jobs.length > sizes.orders) {
    const i = Math.floor(rnd() * jobs.length);
    jobs[i] = jobs[jobs.length - 1]!;
    jobs.pop();
  }
  const {
    rows: [customer],
  } = await client.query<{ id: number }>(
    "insert into customers (name, phone, email) values ('Bench Asiakas', '+358401234567', 'bench@example.fi') returning id",
  );
  const quantities = JSON.stringify(emptyQuantities);
  const starts = jobs.map((j) => helsinkiInstant(j.day, formatTimeOfDay(j.start)));
  const { rows: orderIds } = await client.query<{ id: number }>(
    `insert into orders (order_number, customer_id, payment_type, base_price_cents, total_price_cents,
       total_price_after_discount_cents, quantities, status, shipping_day, start_time,
       washing_time, cleaner_id)
     select 'B-' || gen_random_uuid(), $1, 'online', 4900, 15000, 15000, $2::jsonb,
       case when d < $3::date then 'done' else 'confirmed' end, d, t::time, m, w
     from unnest($4::date[], $5::text[], $6::int[], $7::int[]) as u(d, t, m, w)
     returning id`,
    [
      customer!.id,
      quantities,
      today,
      jobs.map((j) => j.day),
      jobs.map((j) => formatTimeOfDay(j.start)),
      jobs.map((j) => j.minutes),
      jobs.map((j) => j.washer),
    ],
  );
  await insertMany(
    client,
    `insert into washer_reservations (washer_id, order_id, during)
     select w, o, tstzrange(s, e, '[)') from unnest($1::int[], $2::int[], $3::timestamptz[], $4::timestamptz[]) as u(w, o, s, e)`,
    [
      jobs.map((j) => j.washer),
      orderIds.map((o) => o.id),
      starts.map((s) => s.toISOString()),
      jobs.map((j, i) => new Date(starts[i]!.getTime() + j.minutes * 60_000).toISOString()),
    ],
  );

  // Blocks: 60 % mornings 08:00-11:59 from the booking system, 30 % whole days
  // 08:00-15:59 from the back office, 10 % holidays of 2-5 days from midnight to 23:59.
  const blockRows: [number, string, string, string | null][] = [];
  for (let b = 0; b < sizes.blocks; b++) {
    const calendar = 1 + Math.floor(rnd() * sizes.washers);
    const day = pick(days);
    const kind = rnd();
    if (kind < 0.6) {
      blockRows.push([calendar, at(day, '08:00'), at(day, '11:59'), 'KBOT']);
    } else if (kind < 0.9) {
      blockRows.push([calendar, at(day, '08:00'), at(day, '15:59'), null]);
    } else {
      const last = addDays(day, 1 + Math.floor(rnd() * 4));
      blockRows.push([calendar, at(day, '00:00'), at(last, '23:59'), null]);
    }
  }
  await insertMany(
    client,
    `insert into disabled_dates (calendar_id, start_datetime, end_datetime, modifier)
     select * from unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::text[])`,
    [0, 1, 2, 3].map((c) => blockRows.map((r) => r[c])),
  );
  await client.query('analyze');
  return { postalCodes, firstDay, lastDay };
}

const at = (day: string, time: string) => helsinkiInstant(day, time).toISOString();
