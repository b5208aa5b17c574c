import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, timestamp } from 'drizzle-orm/pg-core';

/** An instant column (timestamptz) read and written as a JavaScript Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created` column: the instant the row was inserted. */
export const createdAt = () => instant('created').notNull().defaultNow();

/** A half-open time range [start, end): PostgreSQL `tstzrange`. */
export interface InstantRange {
  start: Date;
  end: Date;
}

const rangePattern = /^[[(]"?([^",]+)"?,"?([^",]+)"?[\])]$/;

/** Reads a tstzrange literal such as `["2025-03-03 06:00:00+00","2025-03-03 08:00:00+00")`. */
export function parseInstantRange(value: string): InstantRange {
  const match = rangePattern.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`Not a bounded tstzrange: ${value}`);
  return { start: new Date(match[1]), end: new Date(match[2]) };
}

/** Writes the literal of a half-open range, which is how reservations never touch. */
export function formatInstantRange(range: InstantRange): string {
  return `[${range.start.toISOString()},${range.end.toISOString()})`;
}

export const instantRange = customType<{ data: InstantRange; driverData: string }>({
  dataType: () => 'tstzrange',
  toDriver: formatInstantRange,
  fromDriver: parseInstantRange,
});

/** CHECK (column IN (...)) for a text column holding one of a fixed list of words. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  return check(name, sql`${column} in (${list})`);
}
