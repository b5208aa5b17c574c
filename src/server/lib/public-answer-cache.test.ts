import { describe, expect, it } from 'vitest';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createPublicAnswerCache, type LoadedAnswer } from './public-answer-cache';

const start = '2026-11-23T08:00:00Z';

/** A loader that counts its loads and answers `{"n":<load number>}` (or what `next` says). */
function counting(next: (n: number, now: Date) => Partial<LoadedAnswer> = () => ({})) {
  const loader = {
    loads: 0,
    load: async (now: Date): Promise<LoadedAnswer> => {
      loader.loads += 1;
      return { json: JSON.stringify({ n: loader.loads }), ...next(loader.loads, now) };
    },
  };
  return loader;
}
const text = async (answer: Promise<{ identity: { body: Buffer } }>) =>
  (await answer).identity.body.toString();

describe('the public answer cache (decision 043)', () => {
  it('keeps an answer; concurrent first reads share one load', async () => {
    const cache = createPublicAnswerCache(createManualClock(start), { isHeard: true });
    const loader = counting();
    const answers = await Promise.all([1, 2, 3].map(() => text(cache.get('k', loader.load))));
    expect(answers).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(await text(cache.get('k', loader.load))).toBe('{"n":1}');
    expect(loader.loads).toBe(1);
  });

  it('gives each answer a strong ETag of its bytes', async () => {
    const cache = createPublicAnswerCache(createManualClock(start), { isHeard: true });
    const a = await cache.get('a', async () => ({ json: '[1]' }));
    const b = await cache.get('b', async () => ({ json: '[1]' }));
    const c = await cache.get('c', async () => ({ json: '[2]' }));
    expect(a.identity.etag).toMatch(/^"[\w-]{22}"$/);
    expect(b.identity.etag).toBe(a.identity.etag);
    expect(c.identity.etag).not.toBe(a.identity.etag);
  });

  it('never keeps an error', async () => {
    const cache = createPublicAnswerCache(createManualClock(start), { isHeard: true });
    const failing = cache.get('k', () => Promise.reject(new Error('no row')));
    await expect(failing).rejects.toThrow('no row');
    expect(await text(cache.get('k', counting().load))).toBe('{"n":1}');
  });

  it('drops one key or every key; a load overtaken by a drop is answered but not kept', async () => {
    const cache = createPublicAnswerCache(createManualClock(start), { isHeard: true });
    const a = counting();
    const b = counting();
    await cache.get('a', a.load);
    await cache.get('b', b.load);
    cache.drop('a');
    expect(await text(cache.get('a', a.load))).toBe('{"n":2}');
    expect(await text(cache.get('b', b.load))).toBe('{"n":1}');
    cache.dropAll();
    expect(await text(cache.get('b', b.load))).toBe('{"n":2}');

    const overtaken = cache.get('a', a.load);
    cache.drop('a');
    expect(await text(overtaken)).toBe('{"n":3}');
    expect(await text(cache.get('a', a.load))).toBe('{"n":4}');
    expect(await text(cache.get('a', a.load))).toBe('{"n":4}');
  });

  it('loads afresh at its expiry instant, and after the safety net (maxAgeMs)', async () => {
    const clock = createManualClock(start);
    const cache = createPublicAnswerCache(clock, { isHeard: true, maxAgeMs: 60_000 });
    const expiring = counting((_, now) => ({ expiresAt: new Date(now.getTime() + 1000) }));
    await cache.get('e', expiring.load);
    clock.advance(999);
    expect(await text(cache.get('e', expiring.load))).toBe('{"n":1}');
    clock.advance(1);
    expect(await text(cache.get('e', expiring.load))).toBe('{"n":2}');

    const lasting = counting();
    await cache.get('l', lasting.load);
    clock.advance(59_999);
    expect(await text(cache.get('l', lasting.load))).toBe('{"n":1}');
    clock.advance(1);
    expect(await text(cache.get('l', lasting.load))).toBe('{"n":2}');
    // A clock moved back does not see an answer loaded in its future.
    clock.advance(-1);
    expect(await text(cache.get('l', lasting.load))).toBe('{"n":3}');
  });

  it('loads every read while changes are not heard, and drops everything when they are again', async () => {
    const cache = createPublicAnswerCache(createManualClock(start));
    const loader = counting();
    await cache.get('k', loader.load);
    await cache.get('k', loader.load);
    expect(loader.loads).toBe(2);
    cache.setHeard(true);
    await cache.get('k', loader.load);
    await cache.get('k', loader.load);
    expect(loader.loads).toBe(3);
    cache.setHeard(false);
    await cache.get('k', loader.load);
    expect(loader.loads).toBe(4);
    cache.setHeard(true);
    expect(await text(cache.get('k', loader.load))).toBe('{"n":5}');
  });

  it('makes the brotli and gzip forms once, each with its own ETag; small answers stay as they are', async () => {
    const cache = createPublicAnswerCache(createManualClock(start), { isHeard: true });
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: 'ikkuna' })));
    const large = await cache.get('large', async () => ({ json }));
    const br = await large.form('br');
    const gzip = await large.form('gzip');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.body).toString()).toBe(json);
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    expect(br.body.length).toBeLessThan(json.length);
    expect(br.etag).toBe(large.identity.etag.replace(/"$/, '-br"'));
    expect(gzip.etag).toBe(large.identity.etag.replace(/"$/, '-gzip"'));
    expect(await large.form('br')).toBe(br);

    const small = await cache.get('small', async () => ({ json: '[]' }));
    expect(await small.form('br')).toBe(small.identity);
  });
});
