import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './database';

/** An error shaped like node-postgres' DatabaseError (SQLSTATE in `code`), wrapped by drizzle. */
function pgError(code: string, message = 'failed', detail?: string) {
  const driver = Object.assign(new Error(message), { code, detail });
  return new DrizzleQueryError('insert into customers (email) values ($1)', ['a@b.fi'], driver);
}
const systemError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['08006 connection failure', pgError('08006'), true],
    ['08P01 protocol violation (class 08)', pgError('08P01'), true],
    ['57P01 admin shutdown', pgError('57P01'), true],
    ['57P02 crash shutdown', pgError('57P02'), true],
    ['57P03 cannot connect now', pgError('57P03'), true],
    ['57014 statement timeout', pgError('57014'), true],
    ['55P03 lock timeout', pgError('55P03'), true],
    ['25P03 idle in transaction timeout', pgError('25P03'), true],
    ['53300 too many connections', pgError('53300'), true],
    ['40P01 deadlock', pgError('40P01'), true],
    ['23505 unique violation', pgError('23505'), false],
    ['23P01 exclusion violation', pgError('23P01'), false],
    ['42P01 undefined table (a bug, 500)', pgError('42P01'), false],
    ['lost connection', new Error('Connection terminated unexpectedly'), true],
    ['acquire timeout', new Error('timeout exceeded when trying to connect'), true],
    [
      'rollback on a broken client',
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
      true,
    ],
    ['refused', systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), true],
    ['reset', systemError('ECONNRESET', 'read ECONNRESET'), true],
    [
      'refused on every address',
      Object.assign(new AggregateError([systemError('ECONNREFUSED', 'connect ECONNREFUSED ::1')]), {
        code: 'ECONNREFUSED',
      }),
      true,
    ],
    ['a plain bug', new TypeError('x is undefined'), false],
    ['not an error', 'text', false],
  ])('%s: %s', (_, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('describeDatabaseError', () => {
  it('keeps the code, message and statement, never the parameters or the detail', () => {
    const error = pgError('23505', 'duplicate key value', 'Key (email)=(a@b.fi) already exists.');
    const described = describeDatabaseError(error);
    expect(described).toEqual({
      code: '23505',
      message: 'duplicate key value',
      query: 'insert into customers (email) values ($1)',
    });
    expect(JSON.stringify(described)).not.toContain('a@b.fi');
  });

  it('reads the messages inside an AggregateError', () => {
    const error = new AggregateError([systemError('ECONNREFUSED', 'connect ECONNREFUSED ::1')]);
    expect(describeDatabaseError(error).message).toBe('connect ECONNREFUSED ::1');
  });
});
