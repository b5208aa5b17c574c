import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations, SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * The database handle repositories use, whichever driver is underneath (PGlite or
 * node-postgres). A transaction is also a Database, so a repository function taking a
 * Database works both standalone and inside `db.transaction(async (tx) => ...)`.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(...)`; assignable to Database. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQLWrapper | string,
): Promise<Row[]> {
  const result = (await db.execute<Row>(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Resolves when the database answers `select 1` within the time limit, rejects otherwise
 * (for GET /api/health).
 */
export async function ping(db: Database, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database did not answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL error code of a failed query, looking through drizzle's wrapping error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Name of the constraint a failed query violated (unique, check, exclusion, foreign key). */
export function pgConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** SQLSTATE codes repositories map to coded errors. */
export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
} as const;

/**
 * SQLSTATE codes meaning the database cannot serve this request now, though the request
 * itself may be fine: try again later (503). Class 08 (connection exception) is matched
 * as a class.
 */
const unavailableCodes = new Set([
  '57P01', // admin_shutdown: the server is stopping, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '40P01', // deadlock_detected: the other transaction won; the same request may pass again
]);

/** node-postgres errors without a SQLSTATE: the connection is gone or none could be had. */
const unavailableMessages = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // pool acquire timeout
  /is not queryable$/, // a client whose connection broke (e.g. rollback after a lost commit)
  /^Cannot use a pool after calling end on the pool$/,
];
const unavailableSystemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The innermost cause of a failed query: the driver's own error, without drizzle's wrapper. */
function rootCause(error: unknown): unknown {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e;
}

/**
 * True when a query failed because the database is away, overloaded or timed out (lost
 * connection, shutdown, statement or lock timeout, no connection within the acquire timeout):
 * the error handler answers 503 SERVICE_UNAVAILABLE instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code) return code.startsWith('08') || unavailableCodes.has(code);
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const systemCode = (e as { code?: unknown }).code;
    if (typeof systemCode === 'string' && unavailableSystemCodes.has(systemCode)) return true;
    if (unavailableMessages.some((pattern) => pattern.test(e.message))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
  }
  return false;
}

/** An AggregateError (a connection tried on IPv6 and IPv4) has its messages inside. */
function messageOf(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  if (cause.message || !(cause instanceof AggregateError)) return cause.message;
  return cause.errors.map(messageOf).join('; ');
}

/** The SQL text of drizzle's wrapper of a failed query (placeholders, no values). */
function failedQuery(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query;
  }
  return undefined;
}

/** True when the error came from the database or its driver (a query, a connection). */
export function isDatabaseError(error: unknown): boolean {
  return (
    failedQuery(error) !== undefined ||
    pgErrorCode(error) !== undefined ||
    isDatabaseUnavailable(error)
  );
}

/**
 * What may be logged of a database error: SQLSTATE (or system code), the driver's message
 * and the statement's text. Never drizzle's message (it lists the parameters: names,
 * e-mails, addresses) nor the server's `detail` (it quotes the values of a violated key).
 */
export function describeDatabaseError(error: unknown): {
  code?: string;
  message: string;
  query?: string;
} {
  const cause = rootCause(error);
  const code = errorCode(error);
  const query = failedQuery(error);
  return {
    ...(code !== 'unknown' && { code }),
    // Data exceptions (class 22) quote the value refused: "invalid input syntax ...: "<it>"".
    message: code.startsWith('22') ? 'data exception' : messageOf(cause),
    ...(query && { query: query.slice(0, 500) }),
  };
}

/**
 * The SQLSTATE or system code (ECONNRESET...) of a database or connection error, or
 * 'unknown': what a log line may say of an error whose message could quote data.
 */
export function errorCode(error: unknown): string {
  const code = pgErrorCode(error) ?? (rootCause(error) as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'unknown';
}
