import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { buildApp } from '../app';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { requirePostgresUrl } from '../db/test-database';
import { counterOf, mallOrderBody } from '../test-support/checkout';
import { discountValidateRateLimit } from '../modules/discount/discount.routes';
import { createManualClock } from '../test-support/manual-clock';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Two server processes on one database: each app has its own connection pool and memory,
// and they share the order limits and @fastify/rate-limit's counts (decision 037).
describe('limits shared by two processes on one PostgreSQL database', () => {
  const clock = createManualClock('2026-11-23T08:00:00+02:00');
  let t: TestApp;
  let otherDatabase: OpenedDatabase;
  let other: FastifyInstance;
  let displayId: number;
  beforeAll(async () => {
    const url = new URL(requirePostgresUrl());
    t = await createTestApp({
      clock,
      env: { ORDERS_PER_ADDRESS_PER_HOUR: '4', UNPAID_ORDERS_PER_EMAIL_PER_DAY: '2' },
    });
    expect(t.database.kind).toBe('postgres');
    url.pathname = `/${(t.database as { name?: string }).name}`;
    otherDatabase = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    other = await buildApp(t.config, { database: otherDatabase, clock });
    await other.ready();
    displayId = findDisplayWindow(await counterOf(t.app))!.id;
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
  });

  let n = 0;
  const mallOrder = (app: FastifyInstance, from: string, email = `tilaaja${++n}@example.fi`) =>
    app.inject({
      method: 'POST',
      url: '/api/mallorder',
      remoteAddress: from,
      payload: mallOrderBody(displayId, { email }),
    });

  it('counts the orders of one address in both processes, also when they come at once', async () => {
    const from = '198.51.100.5';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => mallOrder(i % 2 === 0 ? t.app : other, from)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429, 429, 429]);
  });

  it('counts the unpaid orders of one e-mail address in both processes, also at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        mallOrder(i % 2 === 0 ? t.app : other, `198.51.100.${20 + i}`, 'yhteinen@example.fi'),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it("shares @fastify/rate-limit's count of a route (discount validation)", async () => {
    const validate = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/discount/validate',
        remoteAddress: '198.51.100.40',
        payload: { code: 'demo10' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(429); i++) {
      statuses.push((await validate(i % 2 === 0 ? t.app : other)).statusCode);
    }
    // In memory, each process would have let `max` through before refusing.
    expect(statuses.indexOf(429)).toBe(discountValidateRateLimit.max);
    expect((await validate(other)).statusCode).toBe(429);
    expect((await validate(t.app)).statusCode).toBe(429);
  });
});
