import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { counterOf, mallOrderBody } from '../test-support/checkout';
import { createTestApp, type TestApp } from '../test-support/test-app';

const perHour = 3;

/** Apps whose orders per client address are few, to count whom they take for the client. */
async function appTrusting(trustProxy?: string) {
  const t = await createTestApp({
    env: {
      ORDERS_PER_ADDRESS_PER_HOUR: String(perHour),
      ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
    },
  });
  const displayId = findDisplayWindow(await counterOf(t.app))!.id;
  let n = 0;
  /** A mall order (a new e-mail address each time) from `peer`, saying X-Forwarded-For. */
  const order = (peer: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mallorder',
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: mallOrderBody(displayId, { email: `tilaaja${++n}@example.fi` }),
    });
  /** The statuses of `times` orders, each with the X-Forwarded-For `forwarded(i)`. */
  const statuses = async (times: number, peer: string, forwarded: (i: number) => string) => {
    const answers: number[] = [];
    for (let i = 0; i < times; i++) answers.push((await order(peer, forwarded(i))).statusCode);
    return answers;
  };
  return { t, order, statuses };
}

describe('X-Forwarded-For names the client only when a trusted proxy sends it', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const open = async (trust?: string) => {
    const app = await appTrusting(trust);
    apps.push(app.t);
    return app;
  };

  let untrusting: Awaited<ReturnType<typeof appTrusting>>;
  beforeAll(async () => {
    untrusting = await open();
  });

  it('without TRUST_PROXY, a flood with a new X-Forwarded-For each time is still limited', async () => {
    const answers = await untrusting.statuses(perHour + 2, '198.51.100.10', (i) => `10.9.0.${i}`);
    expect(answers).toEqual([201, 201, 201, 429, 429]);
  });

  it('with TRUST_PROXY=1, two clients behind the one proxy are counted apart', async () => {
    const { statuses } = await open('1');
    const proxy = '10.0.0.1';
    expect(await statuses(perHour, proxy, () => '192.0.2.1')).toEqual([201, 201, 201]);
    expect(await statuses(1, proxy, () => '192.0.2.1')).toEqual([429]);
    expect(await statuses(perHour, proxy, () => '192.0.2.2')).toEqual([201, 201, 201]);
    // The client's own X-Forwarded-For is the left entry: only the proxy's (right) counts.
    expect(await statuses(1, proxy, (i) => `203.0.113.${i}, 192.0.2.1`)).toEqual([429]);
  });

  it('with TRUST_PROXY as addresses and CIDR ranges, only those peers are believed', async () => {
    const { statuses } = await open('10.0.0.0/8, 2001:db8::1');
    expect(await statuses(perHour + 1, '10.20.30.40', () => '192.0.2.1')).toEqual([
      201, 201, 201, 429,
    ]);
    expect(await statuses(perHour, '2001:db8::1', () => '192.0.2.2')).toEqual([201, 201, 201]);
    // A peer outside the list is the client itself, whatever it says.
    const direct = await statuses(perHour + 1, '198.51.100.99', (i) => `192.0.2.${50 + i}`);
    expect(direct).toEqual([201, 201, 201, 429]);
  });
});
