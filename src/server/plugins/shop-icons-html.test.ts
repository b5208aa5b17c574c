import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '../test-support/admin-session';
import { logoPng, saveLogo } from '../test-support/shop-logo';
import type { TestApp } from '../test-support/test-app';
import { defaultShopInfo } from '../modules/shop-info/shop-info-defaults';

/**
 * Decision 077: the back office's HTML is titled by the company's brand, and with an
 * uploaded logo links the favicon and home-screen icon made from it, at addresses that change
 * with each upload.
 */
describe('the back office in the company’s name and icons', () => {
  let t: TestApp;
  let admin: TestSession;
  let webRoot: string;
  const index =
    '<!doctype html><html lang="fi"><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>x</title></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
    writeFileSync(path.join(webRoot, 'index.html'), index);
    ({ t, session: admin } = await createAdminTestApp({ env: { WEB_ROOT: webRoot } }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = async (language: string) =>
    (await t.app.inject({ method: 'GET', url: '/admin/orders', cookies: { language } })).body;

  it('links the product’s icons until a logo is uploaded, then the logo’s', async () => {
    const before = await page('fi');
    expect(before).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(before).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    const logo = await saveLogo(admin, await logoPng(300, 100));
    const after = await page('fi');
    expect(after).toContain(
      `<link rel="icon" type="image/png" sizes="32x32" href="/api/shop-info/favicon.png?v=${logo.version}" />`,
    );
    expect(after).toContain(
      `<link rel="apple-touch-icon" href="/api/shop-info/apple-touch-icon.png?v=${logo.version}" />`,
    );
    expect(after).not.toContain('favicon.svg');
    expect(after).not.toContain('/icons/apple-touch-icon.png');
  });

  it.each([
    ['fi', 'Kirkas &#38; Kiilto · Hallinta'],
    ['en', 'Kirkas &#38; Kiilto · Back office'],
  ])('in %s it is titled by the saved brand: %s', async (language, title) => {
    const saved = await admin.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: { ...defaultShopInfo, brandName: 'Kirkas & Kiilto' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = await page(language);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(new RegExp(`<h1 style="[^"]+">${title}</h1>`));
  });
});
