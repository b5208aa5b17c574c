import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 23 (decision 059): the washer's day installs from the back office. Its pages link
 * the manifest and allow the service worker in the CSP; the customer pages do not change.
 */
describe('the back office links the web app manifest, the customer pages do not', () => {
  let t: TestApp;
  let webRoot: string;
  const index =
    '<!doctype html><html lang="fi"><head><title>x</title></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'web-root-'));
    mkdirSync(path.join(webRoot, 'admin'));
    writeFileSync(path.join(webRoot, 'index.html'), index);
    writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"x"}');
    writeFileSync(
      path.join(webRoot, 'admin', 'sw.js'),
      'self.addEventListener("fetch", () => {});',
    );
    t = await createTestApp({ env: { WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/my-day', '/admin/dispatch/1/2026-11-23/print'])(
    '%s links the manifest, the theme colour and the home-screen icon',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(res.body).toContain('<meta name="theme-color"');
      expect(res.body).toContain('<div id="root"><h1 ');
    },
  );

  // Issue 25 point 4 (decision 065): the back office is noindex, with a title of its own in
  // the visitor's language, and an <h1> in the server's HTML.
  it.each([
    ['fi', 'Ikkunanpesu · Hallinta'],
    ['en', 'Ikkunanpesu · Back office'],
  ])('in %s it is titled %s and noindex', async (language, title) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/orders',
      cookies: { language },
    });
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain(`<html lang="${language}">`);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toMatch(new RegExp(`<h1 style="[^"]+">${title}</h1>`));
  });

  it.each(['/', '/tilaus', '/administrator'])('%s does not', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('manifest');
  });

  it('serves the manifest and the worker (scope /admin/ by its place), revalidated', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await t.app.inject({ method: 'GET', url: '/admin/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("allows the worker and the manifest from the app's own origin in the CSP", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/my-day' });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
    expect(directives).toContain("default-src 'self'");
  });
});
