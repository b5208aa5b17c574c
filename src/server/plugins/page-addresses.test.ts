import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Issue 28 point 6 (decision 071): every customer page has an address per language; the
 * old query form `?lang=` moves for good (301) to the page's address in that language, and
 * a visitor whose cookie chose English is sent from a Finnish address to the English one
 * (302, for that visitor only), except the order page, whose mail's link decides.
 */
describe('the customer pages’ addresses per language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  const get = (url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      ...(language ? { cookies: { language } } : {}),
    });

  it.each([
    ['/?lang=en', '/en'],
    ['/?lang=en&pc=skip', '/en?pc=skip'],
    ['/ostari?lang=en', '/en/mall'],
    ['/ostari/yhteystiedot?lang=en', '/en/mall/contact'],
    ['/tilauskalenteri?lang=en', '/en/calendar'],
    ['/vapaat-pesuajat?lang=en', '/en/free-times'],
    ['/yhteystiedot?lang=en', '/en/contact'],
    ['/payment/cancel?lang=en&checkout-status=fail', '/en/payment/cancel?checkout-status=fail'],
    ['/kiitos-tilauksesta?lang=en', '/en/thank-you'],
    ['/kiitos-tilauksesta/R-1?lang=en', '/en/thank-you/R-1'],
    ['/tilaus/t0ken?lang=en', '/en/order/t0ken'],
    ['/tietosuoja?lang=en', '/en/privacy'],
    ['/ehdot?lang=en', '/en/terms'],
    ['/en/calendar?lang=fi', '/tilauskalenteri'],
    ['/en/order/t0ken?lang=fi', '/tilaus/t0ken'],
    ['/tilauskalenteri?lang=fi', '/tilauskalenteri'],
    // An unknown language asked for is the default one.
    ['/en/terms?lang=xx', '/ehdot'],
  ])('%s moves for good to %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
    // Everyone's answer: a shared cache may keep it, whatever the cookie.
    expect(res.headers['cache-control'] ?? '').not.toContain('private');
  });

  it('the query form moves even with a cookie of the other language', async () => {
    const res = await get('/tilauskalenteri?lang=en', 'fi');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/calendar');
  });

  it.each([
    ['/', '/en'],
    ['/?pc=skip', '/en?pc=skip'],
    ['/ostari', '/en/mall'],
    ['/yhteystiedot', '/en/contact'],
    ['/kiitos-tilauksesta/R-1', '/en/thank-you/R-1'],
  ])('an English visitor at %s is sent to %s, for now and only them', async (from, to) => {
    const res = await get(from, 'en');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
  });

  it.each([
    ['/tilaus/t0ken', 'en'],
    ['/en/calendar', 'fi'],
    ['/tilauskalenteri', 'fi'],
    ['/tilauskalenteri', 'xx'],
    ['/ei-tallaista', 'en'],
    ['/ei-tallaista?lang=en', undefined],
    ['/admin?lang=en', undefined],
    ['/api/notification?lang=en', undefined],
  ])('%s (cookie %s) is not moved', async (url, language) => {
    const res = await get(url, language);
    expect(res.statusCode).not.toBe(301);
    expect(res.statusCode).not.toBe(302);
    expect(res.headers.location).toBeUndefined();
  });
});
