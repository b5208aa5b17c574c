/**
 * EXPLAIN ANALYZE of the window reads one availability request makes (the same SQL as
 * calendar.repository.ts writes through drizzle), to show that they go through indexes
 * and touch only the window's rows, however long the history.
 */
import type pg from 'pg';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { earliestOrderDate, latestOrderDate } from '#domain/calendar/order-window.ts';

export async function explainWindowQueries(
  client: pg.Client,
  postalCode: string,
  today: string,
): Promise<string> {
  const now = helsinkiInstant(today, '12:00');
  const from = helsinkiInstant(earliestOrderDate(now)).toISOString();
  const to = helsinkiInstant(addDays(latestOrderDate(now), 1)).toISOString();
  const { rows: washerRows } = await client.query<{ washer_id: number }>(
    `select distinct wpa.washer_id from postal_area_codes pac
     join washer_postal_areas wpa on wpa.postal_area_id = pac.postal_area_id
     where pac.postal_code = $1 order by 1`,
    [postalCode],
  );
  const ids = washerRows.map((r) => r.washer_id);
  const queries: [string, string, unknown[]][] = [
    [
      'washers serving the code',
      `select distinct wpa.washer_id from postal_area_codes pac
       join washer_postal_areas wpa on wpa.postal_area_id = pac.postal_area_id
       where pac.postal_code = $1 order by 1`,
      [postalCode],
    ],
    [
      `blocks of ${ids.length} washers in the window`,
      `select c.washer_id, d.start_datetime, d.end_datetime from disabled_dates d
       join calendars c on c.id = d.calendar_id
       where c.washer_id = any($1::int[]) and d.start_datetime < $3 and d.end_datetime > $2`,
      [ids, from, to],
    ],
    [
      `reservations of ${ids.length} washers in the window`,
      `select washer_id, during from washer_reservations
       where washer_id = any($1::int[]) and during && tstzrange($2::timestamptz, $3::timestamptz)`,
      [ids, from, to],
    ],
  ];
  const parts: string[] = [];
  for (const [title, sql, params] of queries) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${sql}`,
      params,
    );
    parts.push(`-- ${title}`, ...rows.map((r) => r['QUERY PLAN']), '');
  }
  return parts.join('\n').trimEnd();
}
