import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  pageAtPath,
  pagePath,
  privatePathPrefixes,
  publicPages,
  samePageIn,
  addressIn,
  siteLanguageOf,
  sitePages,
  siteLanguages,
} from './site-pages';

/** Issue 28 point 6 (decision 071): one table of pages × languages and its helpers. */
describe('the customer pages’ addresses', () => {
  it.each([
    ['home', 'fi', {}, '/'],
    ['home', 'en', {}, '/en'],
    ['calendar', 'en', {}, '/en/calendar'],
    ['mall_contact', 'en', {}, '/en/mall/contact'],
    ['payment', 'en', { step: 'success' }, '/en/payment/success'],
    ['thank_you', 'fi', {}, '/kiitos-tilauksesta'],
    ['thank_you', 'en', { reference: 'AB 1/2' }, '/en/thank-you/AB%201%2F2'],
    ['manage', 'fi', { token: 'abc' }, '/tilaus/abc'],
    ['manage', 'en', { token: 'abc' }, '/en/order/abc'],
    ['home', 'sv', {}, '/sv'],
    ['calendar', 'sv', {}, '/sv/kalender'],
    ['payment', 'sv', { step: 'create' }, '/sv/betalning/create'],
    ['thank_you', 'sv', { reference: 'R1' }, '/sv/tack/R1'],
    ['manage', 'sv', { token: 'abc' }, '/sv/bestallning/abc'],
  ] as const)('pagePath(%s, %s, %o) is %s', (page, language, params, path) => {
    expect(pagePath(page, language, params)).toBe(path);
  });

  it('refuses to build an address without its required parameter', () => {
    expect(() => pagePath('manage', 'en')).toThrow(/token/);
  });

  it('reads every address back to its page, language and parameters', () => {
    for (const [page, { paths }] of Object.entries(sitePages)) {
      for (const language of siteLanguages) {
        const params = Object.fromEntries(
          [...paths[language].matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'x y']),
        );
        const path = pagePath(page as keyof typeof sitePages, language, params);
        expect(pageAtPath(path), path).toEqual({ page, language, params });
        expect(pageAtPath(`${path}/`.replace('//', '/')), `${path}/`).toEqual({
          page,
          language,
          params,
        });
      }
    }
  });

  it('every page has a different address in every language', () => {
    const all = Object.values(sitePages).flatMap((p) => siteLanguages.map((l) => p.paths[l]));
    expect(new Set(all).size).toBe(all.length);
    for (const { paths } of Object.values(sitePages)) {
      for (const language of siteLanguages.filter((l) => l !== 'fi')) {
        expect(paths[language]).toMatch(new RegExp(`^/${language}(/|$)`));
      }
    }
  });

  it.each([
    ['/ei-tallaista', null],
    ['/en/no-such-page', 'en'],
    ['/tilauskalenteri', 'fi'],
    ['/en/calendar', 'en'],
    ['/sv/kalender', 'sv'],
    ['/sv/ingen-sida', 'sv'],
    ['/enx', null],
  ])('languageOfPath(%s) is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('moves a page to its address in another language, parameters kept', () => {
    expect(samePageIn('/tilauskalenteri', 'en')).toBe('/en/calendar');
    expect(samePageIn('/en/thank-you/R1', 'fi')).toBe('/kiitos-tilauksesta/R1');
    expect(samePageIn('/en/order/t0k', 'en')).toBe('/en/order/t0k');
    expect(samePageIn('/en/terms', 'sv')).toBe('/sv/villkor');
    expect(samePageIn('/sv/bestallning/t0k', 'fi')).toBe('/tilaus/t0k');
    expect(samePageIn('/ei-tallaista', 'en')).toBeNull();
    expect(pageAtPath('/tilaus/%E0%A4%A')).toEqual({
      page: 'manage',
      language: 'fi',
      params: { token: '%E0%A4%A' },
    });
    expect(pageAtPath('/tilaus/a/b')).toBeNull();
  });

  it("leads the language switch to the same page, or an unknown path under the language's prefix", () => {
    expect(addressIn('/tilauskalenteri', 'sv')).toBe('/sv/kalender');
    expect(addressIn('/en', 'fi')).toBe('/');
    expect(addressIn('/tata-sivua-ei-ole', 'en')).toBe('/en/tata-sivua-ei-ole');
    expect(addressIn('/en/no-such-page', 'sv')).toBe('/sv/no-such-page');
    expect(addressIn('/sv/no-such-page', 'fi')).toBe('/no-such-page');
  });

  it('lists the public pages for the sitemap and the private prefixes for robots.txt', () => {
    expect(publicPages).toContainEqual({ fi: '/', en: '/en', sv: '/sv' });
    expect(publicPages).toContainEqual({
      fi: '/tilauskalenteri',
      en: '/en/calendar',
      sv: '/sv/kalender',
    });
    expect(publicPages.some((p) => p.fi === '/yhteystiedot')).toBe(false);
    expect(privatePathPrefixes).toEqual(
      expect.arrayContaining([
        '/payment/',
        '/en/payment/',
        '/sv/betalning/',
        '/kiitos-tilauksesta',
        '/en/thank-you',
        '/sv/tack',
      ]),
    );
  });

  it('names any other language code as the default', () => {
    expect(siteLanguageOf('en')).toBe('en');
    expect(siteLanguageOf('sv')).toBe('sv');
    expect(siteLanguageOf('de')).toBe('fi');
    expect(siteLanguageOf(undefined)).toBe('fi');
  });
});
