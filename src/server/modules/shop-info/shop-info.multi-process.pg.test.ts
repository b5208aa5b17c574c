import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopInfo } from '#contracts/shop-info.ts';
import type { TestSession } from '#server/test-support/admin-session.ts';
import { startTwoApps, untilOtherFollows } from '#server/test-support/two-processes.ts';

// Decision 050 on 043: process B keeps the seller's facts in memory and serves, in its API
// answer and in its pages' state, what A's back office saved (NOTIFY at A's commit).
describe('two app processes: the shop info saved in one shows in the other', () => {
  let admin: TestSession;
  let b: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ admin, b, close } = await startTwoApps({ seedDemo: false }));
  });
  afterAll(() => close?.());

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
