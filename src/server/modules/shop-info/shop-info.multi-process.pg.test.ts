import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { buildApp } from '#server/app.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createClock } from '#server/lib/clock.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { untilPublicAnswersHeard, type TestApp } from '#server/test-support/test-app.ts';
import { untilListening, untilOtherFollows } from '#server/test-support/two-processes.ts';

/** Each app listens on calendar_changed and public_answers_changed. */
const listenersPerApp = 2;

// Decision 050 on 043: process B keeps the seller's facts in memory and serves, in its API
// answer and in its pages' state, what A's back office saved (NOTIFY at A's commit).
describe('two app processes: the shop info saved in one shows in the other', () => {
  let t: TestApp;
  let admin: TestSession;
  let b: FastifyInstance;
  beforeAll(async () => {
    requirePostgresUrl();
    const clock = createClock(new Date('2026-11-23T08:00:00+02:00'));
    ({ t, session: admin } = await createAdminTestApp({ clock, seedDemo: false }));
    b = await buildApp(t.config, { database: t.database, clock });
    await b.ready();
    await untilListening(t.database.db, 2 * listenersPerApp);
    await untilPublicAnswersHeard(t.app);
    await untilPublicAnswersHeard(b);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  const infoOfB = async () =>
    (await b.inject({ method: 'GET', url: '/api/shop-info' })).json<ShopInfo>();

  it('B answers the new seller once A has saved it', async () => {
    const before = await infoOfB();
    expect(before.sellerName).toBe('Ikkunanpesu Oy');
    const saved = await admin.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: { ...before, sellerName: 'Toinen Prosessi Oy' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await untilOtherFollows(
      'answers the old seller',
      async () => (await infoOfB()).sellerName === 'Toinen Prosessi Oy',
    );
  });
});
