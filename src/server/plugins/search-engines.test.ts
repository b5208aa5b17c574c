import { XMLParser, XMLValidator } from 'fast-xml-parser';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages, siteLanguages } from '#contracts/site-pages.ts';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 25 point 4 (decision 065): robots.txt read by robots-parser and sitemap.xml by
 * fast-xml-parser, as a search engine would: the public pages allowed and listed in both
 * languages with their hreflang alternates under PUBLIC_URL; the back office, the API, the
 * checkout steps, payment, thank-you and order pages disallowed.
 */
const base = 'https://ikkunat.example.fi';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: `${base}/` } });
  });
  afterAll(() => t.close());

  it('robots.txt allows the public pages and disallows the private ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const robots = robotsParser(`${base}/robots.txt`, res.body);
    const allowed = [
      '/',
      '/en',
      '/ostari',
      '/en/mall',
      '/tilauskalenteri',
      '/en/calendar',
      '/tietosuoja',
      '/en/privacy',
      '/ehdot',
      '/en/terms',
      '/favicon.svg',
    ];
    for (const path of allowed) {
      expect(robots.isAllowed(`${base}${path}`, 'Googlebot'), path).toBe(true);
    }
    const disallowed = [
      '/admin',
      '/admin/my-day',
      '/api/counter/1',
      '/api/manage/abc',
      '/yhteystiedot',
      '/en/contact',
      '/ostari/yhteystiedot',
      '/en/mall/contact',
      '/vapaat-pesuajat',
      '/en/free-times',
      '/payment/create',
      '/payment/success',
      '/en/payment/create',
      '/en/payment/success',
      '/kiitos-tilauksesta',
      '/kiitos-tilauksesta/ABC123',
      '/en/thank-you',
      '/en/thank-you/ABC123',
      '/tilaus/abcdef',
      '/en/order/abcdef',
    ];
    for (const path of disallowed) {
      expect(robots.isDisallowed(`${base}${path}`, 'Bingbot'), path).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${base}/sitemap.xml`]);
  });

  it('sitemap.xml lists every public page in every language with its alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    }).parse(res.body) as {
      urlset: {
        xmlns: string;
        'xmlns:xhtml': string;
        url: { loc: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] }[];
      };
    };
    expect(parsed.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = parsed.urlset.url;
    const expected = publicPages.flatMap((page) => siteLanguages.map((l) => base + page[l]));
    expect(urls.map((url) => url.loc)).toEqual(expected);
    expect(expected).toContain(`${base}/`);
    expect(expected).toContain(`${base}/en`);
    expect(expected).toContain(`${base}/en/calendar`);
    expect(expected).toContain(`${base}/en/privacy`);
    expect(expected).toContain(`${base}/sv/dataskydd`);
    expect(expected.join(' ')).not.toContain('lang=');
    for (const url of urls) {
      const page = publicPages.find((p) => siteLanguages.some((l) => base + p[l] === url.loc))!;
      expect(url['xhtml:link'], url.loc).toEqual([
        { rel: 'alternate', hreflang: 'fi', href: base + page.fi },
        { rel: 'alternate', hreflang: 'en', href: base + page.en },
        { rel: 'alternate', hreflang: 'sv', href: base + page.sv },
        { rel: 'alternate', hreflang: 'x-default', href: base + page.fi },
      ]);
    }
  });

  it('HEAD answers too, and both are plain files, not JSON', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).not.toMatch(/json/);
    }
  });
});
