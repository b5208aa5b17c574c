import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { notificationForm as valid, saveNotification } from '#server/test-support/notifications.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

const now = '2026-11-23T08:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('GET /api/notification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now, seedDemo: false });
    await t.database.db.insert(notifications).values([
      {
        type: 'NORMAL',
        message: 'showing',
        startShowing: at('2026-11-20T00:00:00Z'),
        stopShowing: at('2026-11-30T00:00:00Z'),
      },
      {
        type: 'URGENT',
        message: 'starts exactly now',
        extraInfo: '<b>tärkeää</b>',
        startShowing: at(now),
        stopShowing: at('2026-11-24T00:00:00Z'),
      },
      {
        type: 'INFO',
        message: 'ended exactly now',
        startShowing: at('2026-11-01T00:00:00Z'),
        stopShowing: at(now),
      },
      {
        type: 'INFO',
        message: 'future',
        startShowing: at('2026-11-23T08:00:01Z'),
        stopShowing: at('2026-12-01T00:00:00Z'),
      },
      {
        type: 'NORMAL',
        message: 'past',
        startShowing: at('2026-10-01T00:00:00Z'),
        stopShowing: at('2026-10-02T00:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists only the notifications whose showing window contains now', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notification' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string }[];
    expect(body.map((n) => n.message)).toEqual(['showing', 'starts exactly now']);
    expect(body[1]).toEqual({
      id: expect.any(Number),
      type: 'URGENT',
      message: 'starts exactly now',
      extra_info: '<b>tärkeää</b>',
      start_showing: '2026-11-23T08:00:00.000Z',
      stop_showing: '2026-11-24T00:00:00.000Z',
      language: 'fi',
    });
  });
});

describe('GET /api/notification with the demo data', () => {
  it('shows the demo notification', async () => {
    const t = await createTestApp({ now });
    const res = await t.app.inject({ method: 'GET', url: '/api/notification' });
    expect(res.json()).toHaveLength(1);
    await t.close();
  });
});

describe('the customers’ banners follow the back office at once', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, seedDemo: false }));
  });
  afterAll(() => t.close());

  const bannerMessages = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notification' });
    expect(res.headers['cache-control']).toBe('no-cache');
    return (res.json() as { message: string }[]).map((n) => n.message);
  };
  const window = (start: string, stop: string) => ({ start_showing: start, stop_showing: stop });

  it('shows a notification only within its period, through create, update and delete', async () => {
    const created = await saveNotification(admin, null, {
      ...valid,
      message: 'nyt',
      ...window('2026-11-23T07:00:00Z', '2026-11-23T08:00:01Z'),
    });
    const { id } = created.json() as { id: number };
    await saveNotification(admin, null, {
      ...valid,
      message: 'myöhemmin',
      ...window('2026-11-23T08:00:01Z', '2026-11-24T00:00:00Z'),
    });
    expect(await bannerMessages()).toEqual(['nyt']);

    const put = (w: ReturnType<typeof window>) =>
      saveNotification(admin, id, { ...valid, message: 'nyt', ...w });
    // Ended yesterday: gone at once.
    expect((await put(window('2026-11-21T08:00:00Z', '2026-11-22T08:00:00Z'))).statusCode).toBe(
      200,
    );
    expect(await bannerMessages()).toEqual([]);
    // Stop exactly now: the window [start, stop) no longer holds now.
    await put(window('2026-11-21T08:00:00Z', now));
    expect(await bannerMessages()).toEqual([]);
    // Start exactly now: showing.
    await put(window(now, '2026-11-24T08:00:00Z'));
    expect(await bannerMessages()).toEqual(['nyt']);

    const removed = await admin.inject({ method: 'DELETE', url: `/api/notification/${id}` });
    expect(removed.statusCode).toBe(204);
    expect(await bannerMessages()).toEqual([]);
  });
});
