import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterApi } from '#contracts/counter.ts';
import { requirePostgresUrl } from '#server/db/test-database.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

// Saves at once on real PostgreSQL (PGlite has one connection, so a race there proves nothing).
describe('concurrent counter saves on PostgreSQL', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    requirePostgresUrl();
    ({ t, session: admin } = await createAdminTestApp());
    expect(t.database.kind).toBe('postgres');
  });
  afterAll(() => t.close());

  const read = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/counter/9999' })).json<CounterApi>();

  /** Ten saves at once, each dropping some rows of `original` and adding one named `title i`. */
  async function saveTenAtOnce<T extends Pick<CounterApi, 'windows'>>(original: T, title: string) {
    const saves = Array.from({ length: 10 }, (_, i) => ({
      ...original,
      base_price: 40 + i,
      windows: [
        ...original.windows.slice(i % 3),
        {
          title: `${title} ${i}`,
          title_eng: `New ${i}`,
          image: '',
          price: 10 + i,
          default_amount: 0,
          washing_time: 5,
          easoft_item_id: '700600',
        },
      ],
    }));
    const answers = await Promise.all(
      saves.map((payload) => admin.inject({ method: 'PUT', url: '/api/counter/1', payload })),
    );
    return { saves, answers };
  }

  it('makes ten saves of one version at once: one whole save wins, the others are stale', async () => {
    const { translate: _translate, ...original } = await read();
    const { saves, answers } = await saveTenAtOnce(original, 'Uusi');
    // All ten edited one version: the first to take the row lock wins, the other nine are
    // refused as stale (409, decision 047), never a 500 and never a silent overwrite.
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const saved = answers.filter((res) => res.statusCode === 200);
    expect(saved).toHaveLength(1);
    const final = await read();
    expect(final.updated_at).toBe(saved[0]!.json<CounterApi>().updated_at);
    const last = saves.find((s) => s.base_price === final.base_price)!;
    expect(final.windows.map((w) => w.title)).toEqual(last.windows.map((w) => w.title));
    expect(final.windows.filter((w) => w.title.startsWith('Uusi'))).toHaveLength(1);
  });

  it('without a version, makes ten saves at once one after the other: one whole save, never a mix', async () => {
    const { translate: _translate, updated_at: _version, ...original } = await read();
    const { saves, answers } = await saveTenAtOnce(original, 'Toinen');
    // A save that removed a row another save still names is refused as stale (400), never a 500.
    for (const res of answers) expect([200, 400]).toContain(res.statusCode);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
    const final = await read();
    const last = saves.find((s) => s.base_price === final.base_price)!;
    expect(final.windows.map((w) => w.title)).toEqual(last.windows.map((w) => w.title));
    expect(final.windows.filter((w) => w.title.startsWith('Toinen'))).toHaveLength(1);
  });
});
