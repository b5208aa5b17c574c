import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError, loggableErrorText, withoutEmailAddresses } from './loggable-error';

const params = ['Matti Meikäläinen', 'matti@example.fi', '+358401234567', '$argon2id$v=19$x'];
const failedInsert = (code: string, message: string, detail?: string) =>
  new DrizzleQueryError(
    'insert into customers (name, email, phone, hash) values ($1, $2, $3, $4)',
    params,
    Object.assign(new Error(message), { code, detail }),
  );

/** True when nothing of the statement's parameters is in the text. */
const hasNoParams = (text: string) => params.every((p) => !text.includes(p));

describe('loggableError (decision 039)', () => {
  it('keeps the code, message, statement and frames of a failed query, never its parameters', () => {
    const error = failedInsert('23505', 'duplicate key value', 'Key (email)=(matti@example.fi)');
    expect(error.message).toContain('matti@example.fi');
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      code: '23505',
      message: 'duplicate key value',
      query: expect.stringContaining('insert into customers'),
    });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(hasNoParams(JSON.stringify(logged))).toBe(true);
  });

  it('hides the message of a data exception, which quotes the value refused', () => {
    const error = failedInsert('22P02', 'invalid input syntax for type integer: "Matti"');
    expect(loggableError(error).message).toBe('data exception');
  });

  it('describes an error caused by a failed query as the database error', () => {
    const error = new Error(`saving failed: ${failedInsert('23514', 'check').message}`, {
      cause: failedInsert('23514', 'new row violates check constraint "x"'),
    });
    const logged = loggableError(error);
    expect(logged.code).toBe('23514');
    expect(hasNoParams(JSON.stringify(logged))).toBe(true);
  });

  it('replaces e-mail addresses in other errors and their causes, and leaves their other fields out', () => {
    const smtp = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <matti@example.fi>: no"),
      { code: 'EENVELOPE', rejected: ['matti@example.fi'], rawPacket: Buffer.from('x') },
    );
    const logged = loggableError(new Error('delivery failed', { cause: smtp }));
    expect(logged.cause).toMatchObject({ type: 'Error', code: 'EENVELOPE' });
    expect(logged.cause?.message).toBe(
      "Can't send mail - all recipients were rejected: 550 <[email]>: no",
    );
    expect(JSON.stringify(logged)).not.toContain('matti@example.fi');
    expect(Object.keys(logged.cause!)).not.toContain('rejected');
    expect(Object.keys(logged.cause!)).not.toContain('rawPacket');
  });

  it('gives one line of text for the outbox', () => {
    expect(loggableErrorText(failedInsert('23505', 'duplicate key value'))).toBe(
      'DrizzleQueryError (23505): duplicate key value',
    );
    expect(loggableErrorText('plain a@b.fi')).toBe('string: plain [email]');
  });
});

describe('withoutEmailAddresses', () => {
  it.each([
    ['to matti.meikalainen+x@example.fi now', 'to [email] now'],
    ['<A.B@Sub.Example.COM>', '<[email]>'],
    ['/api/x/a@b.fi?c=d', '/api/x/[email]?c=d'],
    ['no address @ here', 'no address @ here'],
    ['user@localhost', 'user@localhost'],
  ])('%s', (text, expected) => {
    expect(withoutEmailAddresses(text)).toBe(expected);
  });
});
