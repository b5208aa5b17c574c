import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShopLogo } from '#contracts/shop-logo.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import {
  createAdminTestApp,
  loginAs,
  type TestSession,
} from '#server/test-support/admin-session.ts';
import { registerUser } from '#server/test-support/auth-requests.ts';
import { jpegWithGps, pngClaiming } from '#server/test-support/job-photos.ts';
import {
  conditionalGet,
  expectCachedAnswer,
  expectUncachedError,
} from '#server/test-support/public-answers.ts';
import {
  hostileSvg,
  logoPng,
  noisyPng,
  saveLogo,
  uploadLogo,
} from '#server/test-support/shop-logo.ts';
import {
  notifyPublicAnswersAndHear,
  untilPublicAnswersHeard,
  type TestApp,
} from '#server/test-support/test-app.ts';
import { builtInLogoSvg } from './built-in-logo';

// Issue 26 point 1, decision 077: the logo's upload, its checks and its public images.
describe('the logo: PUT/DELETE settings/shop-info/logo and the public images', () => {
  let t: TestApp;
  let admin: TestSession;
  let office: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ seedDemo: false }));
    const password = 'toimiston-salasana-1';
    await registerUser(admin, {
      name: 'Toimisto',
      email: 'o@example.fi',
      password,
      role: 'office',
    });
    office = await loginAs(t, 'o@example.fi', password);
    await untilPublicAnswersHeard(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(shopSettings);
    await notifyPublicAnswersAndHear(t);
  });

  const metadata = async () => {
    const res = await conditionalGet(t.app, '/api/shop-info/logo');
    expectCachedAnswer(res, 'no-cache');
    return res.json<ShopLogo>();
  };
  const image = (path: string, headers: { 'if-none-match'?: string } = {}) =>
    conditionalGet(t.app, `/api/shop-info/${path}`, headers);
  const pngOf = async (path: string) => {
    const res = await image(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    return { res, meta: await sharp(res.rawPayload).metadata() };
  };

  it('answers the built-in mark with no upload: a square PNG, its icons, and 304 to its ETag', async () => {
    const logo = await metadata();
    expect(logo).toMatchObject({ isCustom: false, width: 200, height: 200 });
    const { res, meta } = await pngOf('logo.png');
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 200 });
    const etag = res.headers.etag as string;
    const again = await image('logo.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache' });
    expect((await pngOf('favicon.png')).meta).toMatchObject({ width: 32, height: 32 });
    expect((await pngOf('apple-touch-icon.png')).meta).toMatchObject({ width: 180, height: 180 });
    // The server's copy of the mark is the web app's favicon, byte for byte.
    const favicon = readFileSync(
      new URL('../../../web/public/favicon.svg', import.meta.url),
      'utf8',
    );
    expect(builtInLogoSvg).toBe(favicon);
  });

  it('stores a PNG within 600 × 200, its icons square, and a new version and ETags', async () => {
    const before = await metadata();
    const oldEtag = (await image('logo.png')).headers.etag as string;
    const saved = await saveLogo(admin, await logoPng(1200, 300));
    expect(saved).toEqual({ isCustom: true, width: 600, height: 150, version: expect.any(String) });
    expect(saved.version).not.toBe(before.version);
    expect(await metadata()).toEqual(saved);
    const fresh = await image('logo.png', { 'if-none-match': oldEtag });
    expect(fresh.statusCode).toBe(200);
    expect((await sharp(fresh.rawPayload).metadata()).width).toBe(600);
    expect((await pngOf('favicon.png')).meta).toMatchObject({
      width: 32,
      height: 32,
      hasAlpha: true,
    });
    // A home-screen icon is opaque: iOS fills transparency with black.
    const apple = (await pngOf('apple-touch-icon.png')).meta;
    expect(apple).toMatchObject({ width: 180, height: 180, hasAlpha: false });
    // `v` only makes a new address: the same image.
    const versioned = await image(`logo.png?v=${saved.version}`);
    expect(versioned.rawPayload.equals(fresh.rawPayload)).toBe(true);
  });

  it('keeps a small PNG at its size', async () => {
    expect(await saveLogo(admin, await logoPng(120, 40))).toMatchObject({ width: 120, height: 40 });
  });

  it('draws an SVG anew as a PNG: no script, no handler, no link survives', async () => {
    const saved = await saveLogo(admin, Buffer.from(hostileSvg));
    expect(saved).toMatchObject({ isCustom: true, width: 600, height: 200 });
    const { res, meta } = await pngOf('logo.png');
    expect(meta.format).toBe('png');
    const bytes = res.rawPayload.toString('latin1');
    for (const word of ['script', 'alert', 'onload', 'javascript', '<svg']) {
      expect(bytes).not.toContain(word);
    }
    // What was drawn is kept: the green of the rectangle.
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant).toMatchObject({ g: expect.any(Number) });
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });

  it('takes a PNG by its bytes whatever its name and declared type', async () => {
    const res = await uploadLogo(admin, {
      field: 'logo',
      filename: 'logo.svg',
      type: 'image/svg+xml',
      bytes: await logoPng(300, 100),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['a JPEG', () => jpegWithGps(300, 100), 'fi', 'Logon tulee olla SVG- tai PNG-kuva'],
    [
      'text named logo.png',
      async () => Buffer.from('not an image'),
      'en',
      'The logo must be an SVG or PNG image',
    ],
    [
      'a PNG cut short',
      async () => (await logoPng(300, 100)).subarray(0, 60),
      'fi',
      'Logon tulee olla SVG- tai PNG-kuva',
    ],
    [
      'an HTML page',
      async () => Buffer.from('<html><svg></svg></html>'),
      'fi',
      'Logon tulee olla SVG- tai PNG-kuva',
    ],
    [
      'an SVG declaring entities',
      async () =>
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>',
        ),
      'fi',
      'Logon tulee olla SVG- tai PNG-kuva',
    ],
    ['over 512 kB', () => noisyPng(400, 450), 'fi', 'Logo on liian suuri: enintään 512 kt'],
    [
      'a PNG claiming 10 000 × 10 000 pixels',
      () => pngClaiming(10_000, 10_000),
      'en',
      'The logo is too large: at most 25 megapixels',
    ],
  ])(
    'refuses %s with 400 naming `logo` in the language asked, keeping the old logo',
    async (_, file, language, text) => {
      const kept = await saveLogo(admin, await logoPng(300, 100));
      const res = await uploadLogo(admin, await file(), { 'accept-language': language });
      expectUncachedError(res, 400);
      const body = res.json<{ error: string; fields: Record<string, string> }>();
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.fields).toEqual({ logo: text });
      expect(await metadata()).toEqual(kept);
    },
  );

  it('refuses a body without the file, and one that is not multipart', async () => {
    const empty = await uploadLogo(admin, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: Record<string, string> }>().fields).toEqual({
      logo: 'Pakollinen tieto',
    });
    const json = await admin.inject({
      method: 'PUT',
      url: '/api/settings/shop-info/logo',
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('removes the logo: the built-in mark again', async () => {
    const builtIn = await metadata();
    await saveLogo(admin, await logoPng(300, 100));
    const res = await admin.inject({ method: 'DELETE', url: '/api/settings/shop-info/logo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(builtIn);
    expect(await metadata()).toEqual(builtIn);
  });

  it('is for admins only: the office gets 403 and nothing changes', async () => {
    const before = await metadata();
    const upload = await uploadLogo(office, await logoPng(300, 100));
    expect(upload.statusCode).toBe(403);
    const remove = await office.inject({ method: 'DELETE', url: '/api/settings/shop-info/logo' });
    expect(remove.statusCode).toBe(403);
    expect(await metadata()).toEqual(before);
  });
});
