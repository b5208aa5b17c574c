import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  putCounter,
  readCounter,
  saveCounterAfresh,
  withoutId,
  withWindowOf,
  type CounterBody,
} from '#server/test-support/counter-admin.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { counterImages as img } from './counter-images.fixture';

// The window images of the back office's counter save (counter-admin.test.ts has the rest).
describe('back office: GET /api/counter, PUT /api/counter/:counterId', () => {
  let t: TestApp;
  let admin: TestSession;
  let original: CounterBody;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp());
    original = await read();
  });
  afterAll(() => t.close());
  // Every test starts from the seeded configuration: its rows saved again as new rows.
  beforeEach(async () => {
    original = await saveCounterAfresh(t, admin, original);
  });

  const read = () => readCounter(t);
  const put = (payload: unknown) => putCounter(admin, payload);
  const withWindow = (patch: Record<string, unknown>, index = 0) =>
    withWindowOf(original, patch, index);

  describe('window images', () => {
    it.each([
      ['PNG', img.png],
      ['JPEG', img.jpeg],
      ['WebP', img.webp],
      ['SVG', img.svg],
      ['no image', ''],
    ])('takes %s', async (_label, image) => {
      const res = await put(withWindow({ image }));
      expect(res.statusCode).toBe(200);
      expect((await read()).windows[0]!.image).toBe(image);
    });

    it.each([
      ['a GIF', img.gif, 'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva'],
      ['HTML', img.html, 'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva'],
      [
        'a web address',
        'https://example.com/a.png',
        'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva',
      ],
      ['a site path', '/images/a.png', 'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva'],
      [
        'PNG bytes that are not PNG',
        img.fakePng,
        'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva',
      ],
      ['SVG as plain text', img.svgNotBase64, 'Kuvan tulee olla PNG-, JPEG-, SVG- tai WebP-kuva'],
      ['a PNG of 301 kB', img.largePng, 'Kuva on liian suuri: enintään 300 kt'],
      [
        'SVG with a script',
        img.svgScript,
        'SVG-kuvassa ei saa olla skriptejä eikä ulkoisia viittauksia',
      ],
      [
        'SVG with onload',
        img.svgOnload,
        'SVG-kuvassa ei saa olla skriptejä eikä ulkoisia viittauksia',
      ],
      [
        'SVG with an outside image',
        img.svgExternal,
        'SVG-kuvassa ei saa olla skriptejä eikä ulkoisia viittauksia',
      ],
      [
        'SVG with HTML inside',
        img.svgForeign,
        'SVG-kuvassa ei saa olla skriptejä eikä ulkoisia viittauksia',
      ],
      [
        'SVG with entities',
        img.svgEntity,
        'SVG-kuvassa ei saa olla skriptejä eikä ulkoisia viittauksia',
      ],
    ])('refuses %s, naming the field', async (_label, image, text) => {
      const res = await put(withWindow({ image }, 2));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'windows.2.image': text });
      expect(await read()).toEqual(original);
    });

    it('takes a save larger than 1 MB (several large images) up to its own limit', async () => {
      const windows = original.windows.map((w, i) =>
        i < 5 ? { ...w, image: img.pngOf(290_000) } : w,
      );
      const payload = { ...original, windows };
      expect(JSON.stringify(payload).length).toBeGreaterThan(1024 * 1024);
      const res = await put(payload);
      expect(res.statusCode).toBe(200);
      expect((await read()).windows[4]!.image).toBe(windows[4]!.image);
    });

    it('answers 413 for a save over 8 MB, and changes nothing', async () => {
      const windows = original.windows.map((w) => ({ ...w, image: img.pngOf(300_000) }));
      const payload = { ...original, windows: [...windows, ...windows.map(withoutId)] };
      const res = await put(payload);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
      expect(await read()).toEqual(original);
    });
  });
});
