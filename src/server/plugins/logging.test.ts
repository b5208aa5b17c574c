import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { queryRows } from '../db/client';
import { createAdminTestApp, testAdmin, type TestSession } from '../test-support/admin-session';
import { orderPayload } from '../test-support/checkout';
import type { TestApp } from '../test-support/test-app';
import { censorPersonalData, loggableUrl } from './logging';

/**
 * Decision 039: nothing personal reaches the log at the default level (info). The real app
 * logs into a stream this test reads while it takes an order, refuses one by validation,
 * fails one in the database (a check constraint added for the test refuses the marker, so
 * that drizzle's error lists it among the statement's parameters), fails the confirmation
 * mail at an SMTP server that quotes the address, and serves a back-office search and the
 * thank-you summary. A marker in every personal field must appear in no line.
 */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('loggableUrl', () => {
  it.each([
    ['/api/order', undefined, '/api/order'],
    [
      '/api/order?q=matti%40example.fi&page=2',
      '/api/order',
      '/api/order?q=[redacted]&page=[redacted]',
    ],
    ['/api/customers/export?email=a@b.fi', undefined, '/api/customers/export?email=[redacted]'],
    ['/api/x?a@b.fi', undefined, '/api/x?[redacted]=[redacted]'],
    [
      '/api/order/payment/abc123def',
      '/api/order/payment/:reference',
      '/api/order/payment/[redacted]',
    ],
    ['/api/order/12', '/api/order/:id', '/api/order/12'],
    ['/api/manage/Abc_-1/cancel', '/api/manage/:token/cancel', '/api/manage/[redacted]/cancel'],
    ['/tilaus/Abc_-1', '/*', '/tilaus/[redacted]'],
    ['/en/order/Abc_-1?x=1', '/*', '/en/order/[redacted]?x=[redacted]'],
    ['/sv/bestallning/Abc_-1', '/*', '/sv/bestallning/[redacted]'],
    ['/kiitos-tilauksesta/R-123', '/*', '/kiitos-tilauksesta/[redacted]'],
    ['/en/thank-you/R-123', '/*', '/en/thank-you/[redacted]'],
    ['/sv/tack/R-123?pc=1', '/*', '/sv/tack/[redacted]?pc=[redacted]'],
    ['/kiitos-tilauksesta', '/*', '/kiitos-tilauksesta'],
    [
      '/en/payment/success?checkout-reference=R1',
      '/*',
      '/en/payment/success?checkout-reference=[redacted]',
    ],
    ['/unknown/matti@example.fi', undefined, '/unknown/[email]'],
    ['/unknown/matti%40example.fi', undefined, '/unknown/[email]'],
    ['/api/order/matti%40example.fi', '/api/order/:id', '/api/order/[email]'],
    ['/unknown/%E0%A4%A', undefined, '/unknown/%E0%A4%A'],
  ])('%s', (url, route, expected) => {
    expect(loggableUrl({ url, routeOptions: { url: route } })).toBe(expected);
  });
});

describe('censorPersonalData', () => {
  it('censors the keys at any depth, in arrays too, and leaves the object logged alone', () => {
    const deep = { a: { b: { c: { d: { e: { f: { email: 'x@y.fi', ok: 1 } } } } } } };
    const logged = { deep, list: [{ phone: '040', n: 2 }], name: 'Matti', count: 3 };
    expect(censorPersonalData(logged)).toEqual({
      deep: { a: { b: { c: { d: { e: { f: { email: '[redacted]', ok: 1 } } } } } } },
      list: [{ phone: '[redacted]', n: 2 }],
      name: '[redacted]',
      count: 3,
    });
    expect(logged.name).toBe('Matti');
  });

  it('leaves class instances to their serializers and stops at a cycle', () => {
    const error = new Error('boom');
    expect(censorPersonalData({ err: error })).toEqual({ err: error });
    expect((censorPersonalData({ err: error }) as { err: Error }).err).toBe(error);
    const cyclic: Record<string, unknown> = { ok: 1 };
    cyclic.self = cyclic;
    expect(JSON.stringify(censorPersonalData(cyclic))).toContain('[redacted]');
  });
});

describe('the log at the default level carries no personal data', () => {
  let t: TestApp;
  let session: TestSession;
  let smtp: SMTPServer;
  const lines: string[] = [];
  const marker = `Qz${letters(10)}`;
  const digits = String(randomInt(1_000_000, 9_999_999));
  const address = {
    ...privateContact,
    name: `${marker} Testinen`,
    email: `${marker.toLowerCase()}@example.fi`,
    phone: `040 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    streetAddress: `${marker}katu 5 B 12`,
    message: `Ovikoodi ${marker} 4321`,
    // An invoice order is confirmed at once: its confirmation mail is due now.
    paymentType: 'BILL',
  };
  const phoneForms = [`040${digits}`, `+35840${digits}`, `40${digits}`, address.phone];
  let reference = '';

  beforeAll(async () => {
    // An SMTP server that refuses every recipient, quoting the address as servers do.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(rcpt, _session, callback) {
        callback(new Error(`<${rcpt.address}>: Recipient address rejected`));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    ({ t, session } = await createAdminTestApp({
      env: { LOG_LEVEL: 'info', SMTP_URL: `smtp://127.0.0.1:${port}` },
      logStream: { write: (line: string) => void lines.push(line) },
    }));
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('takes, refuses and fails orders, searches, and logs none of the marker', async () => {
    const { body } = await orderPayload(t.app, { address });
    const created = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(created.statusCode).toBe(201);
    reference = created.json<{ reference: string }>().reference;
    const summary = await t.app.inject({ method: 'GET', url: `/api/order/payment/${reference}` });
    expect(summary.statusCode).toBe(200);
    // The confirmation mail fails at the SMTP server, which names the address.
    expect(await t.app.outbox.drain()).toEqual({ sent: 0, failed: 1 });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: { ...body, address: { ...address, terms: false } },
    });
    expect(refused.statusCode).toBe(400);

    await queryRows(
      t.database.db,
      `alter table customers add constraint log_test_refusal check (position('${marker}' in name) = 0) not valid`,
    );
    const { body: second } = await orderPayload(t.app, { address, dateIndex: 1 });
    const failed = await t.app.inject({ method: 'POST', url: '/api/order', payload: second });
    expect(failed.statusCode).toBe(500);

    for (const q of [marker, address.email, digits]) {
      const search = await session.inject({
        method: 'GET',
        url: `/api/order?q=${encodeURIComponent(q)}`,
      });
      expect(search.statusCode).toBe(200);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: t.config.publicUrl },
      payload: { email: address.email, password: `${marker}-salasana` },
    });
    expect(login.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/no-such/${encodeURIComponent(address.email)}?q=${marker}`,
    });
    expect(unknown.statusCode).toBe(404);
    // Whatever code logs an object with these fields later, redact censors them.
    t.app.log.info(
      {
        body: { address, lines: [{ customer_email: address.email }] },
        headers: { authorization: `Bearer ${marker}`, cookie: `admin_access=${marker}` },
        user: { password: marker, currentPassword: marker, newPassword: marker },
      },
      'probe',
    );

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // None of the marker, in any letter case, nor the phone, reference or secrets...
    const secrets = [marker, ...phoneForms, reference, testAdmin.password, session.access];
    const leaks = (secret: string) =>
      lines.filter((line) => line.toLowerCase().includes(secret.toLowerCase()));
    for (const secret of secrets) expect(leaks(secret)).toEqual([]);
    // ...though the log holds the events (the test is not looking at an empty log).
    // One access line per request (decision 075): the route's pattern, never its values.
    const access = records.filter((r) => r.msg === 'request');
    expect(records.filter((r) => r.msg === 'incoming request')).toEqual([]);
    expect(access).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/order', status: 200 }),
    );
    expect(access).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/order/payment/:reference' }),
    );
    expect(access).toContainEqual(
      expect.objectContaining({ method: 'POST', route: '/api/auth/login', status: 401 }),
    );
    const required = ['hostname', 'level', 'method', 'ms', 'msg', 'pid', 'reqId', 'status', 'time'];
    for (const line of access) {
      const extra = Object.keys(line).filter((key) => !required.includes(key));
      expect(Object.keys(line)).toEqual(expect.arrayContaining(required));
      expect(extra.length > 0 && extra.every((key) => key === 'route' || key === 'url')).toBe(true);
    }
    // A path no route has is named, without what it carries.
    expect(access).toContainEqual(
      expect.objectContaining({ status: 404, url: '/api/no-such/[email]?q=[redacted]' }),
    );
    const failure = records.find((r) => r.msg === 'request failed');
    expect(failure?.err).toMatchObject({ code: '23514', query: expect.stringMatching(/insert/i) });
    const mail = records.find((r) => r.msg === 'outbox delivery failed; will retry');
    expect(JSON.stringify(mail?.err)).toContain('[email]');
    const probe = records.find((r) => r.msg === 'probe');
    expect(probe).toMatchObject({
      body: { address: '[redacted]', lines: [{ customer_email: '[redacted]' }] },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      user: { password: '[redacted]', currentPassword: '[redacted]', newPassword: '[redacted]' },
    });
    // Nor in what the outbox keeps of the failure.
    const [outbox] = await queryRows<{ text: string }>(
      t.database.db,
      `select coalesce(string_agg(last_error, ' '), '') as text from outbox`,
    );
    expect(outbox!.text).toContain('[email]');
    expect(outbox!.text.toLowerCase()).not.toContain(marker.toLowerCase());
  });

  // The access line is made by hand in pino's format (decision 087): it must stay JSON.
  it("writes an access line that is JSON whatever the path holds, in pino's fields", async () => {
    const before = lines.length;
    const answer = await t.app.inject({ method: 'GET', url: '/api/no-such/%22q%22%5Cb%C3%A4' });
    expect(answer.statusCode).toBe(404);
    const written = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request');
    expect(written).toEqual([
      {
        level: 30,
        time: expect.any(Number) as number,
        pid: process.pid,
        hostname: hostname(),
        reqId: expect.stringMatching(/^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/) as string,
        method: 'GET',
        status: 404,
        url: '/api/no-such/"q"\\bä',
        ms: expect.any(Number) as number,
        msg: 'request',
      },
    ]);
    expect(lines.slice(before).every((line) => line.endsWith('\n'))).toBe(true);
  });
});
