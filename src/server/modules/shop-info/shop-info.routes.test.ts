import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShopInfo } from '#contracts/shop-info.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  conditionalGet,
  expectCachedAnswer,
  expectNotModified,
} from '#server/test-support/public-answers.ts';
import {
  notifyPublicAnswersAndHear,
  untilPublicAnswersHeard,
  type TestApp,
} from '#server/test-support/test-app.ts';
import { warnWhenSellingAsTheDemo } from './demo-seller-warning';
import { defaultShopInfo } from './shop-info-defaults';

const changed: ShopInfo = {
  brandName: 'Kirkas Lasi',
  sellerName: 'Kirkas Lasi Oy',
  businessId: '1572860-0',
  streetAddress: 'Testitie 5 B',
  postalCode: '33100',
  city: 'Tampere',
  phone: '+358 40 765 4321',
  serviceHoursFi: 'ma–pe 7–17',
  serviceHoursEn: 'Mon–Fri 7–17',
  serviceHoursSv: 'mån–fre 7–17',
  email: 'myynti@kirkas.example',
  messagingUrl: 'https://wa.me/358407654321',
  insuranceEuros: 1_000_000,
  termsFi: 'Ensimmäinen ehto.\n\nToinen ehto.',
  termsEn: 'First term.\n\nSecond term.',
  termsSv: 'Första villkoret.\n\nAndra villkoret.',
};

// Issue 15 point 4, decision 050: the seller's facts and terms, public from memory.
describe('shop info: GET /api/shop-info and PUT /api/settings/shop-info', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ seedDemo: false }));
    await untilPublicAnswersHeard(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(shopSettings);
    await notifyPublicAnswersAndHear(t);
  });

  const get = (ifNoneMatch?: string) =>
    conditionalGet(t.app, '/api/shop-info', ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {});
  const put = (body: unknown) =>
    admin.inject({ method: 'PUT', url: '/api/settings/shop-info', payload: body as object });

  it('answers the defaults on a fresh install, with a strong ETag and 304 to it', async () => {
    const first = await get();
    expectCachedAnswer(first, 'no-cache');
    expect(first.json()).toEqual(defaultShopInfo);
    expect(defaultShopInfo.termsFi).toContain('5 arkipäivää');
    const etag = first.headers.etag as string;
    expectNotModified(await get(etag), etag, 'no-cache');
  });

  it('saves the back office change and answers it at once with a new ETag', async () => {
    const before = (await get()).headers.etag as string;
    const saved = await put({ ...changed, sellerName: '  Kirkas Lasi Oy  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect(saved.headers['cache-control']).toBe('no-store');
    const after = await get(before);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(changed);
    expect(after.headers.etag).not.toBe(before);
  });

  it('drops the kept answer when another process announces a change', async () => {
    expect((await get()).json()).toEqual(defaultShopInfo);
    // Written as another process would, then announced: the kept copy goes.
    await t.database.db.insert(shopSettings).values({ key: 'shop_info', value: changed });
    expect((await get()).json()).toEqual(defaultShopInfo);
    await notifyPublicAnswersAndHear(t);
    expect((await get()).json()).toEqual(changed);
  });

  it('falls back to the defaults for a stored value that no longer fits the contract', async () => {
    await t.database.db
      .insert(shopSettings)
      .values({ key: 'shop_info', value: { ...changed, businessId: 'rikki' } });
    await notifyPublicAnswersAndHear(t);
    expect((await get()).json()).toEqual(defaultShopInfo);
  });

  it.each([
    ['businessId', '1234567-8', 'Anna kelvollinen Y-tunnus'],
    ['email', 'ei-osoite', 'Sähköpostiosoite ei ole kelvollinen'],
    ['postalCode', '123', 'Postinumerossa saa olla vain numeroita'],
    ['phone', 'soita meille', 'Anna kelvollinen puhelinnumero'],
    ['sellerName', '   ', 'Pakollinen tieto'],
    ['termsEn', '', 'Pakollinen tieto'],
    ['termsFi', 'x'.repeat(20_001), 'Teksti on liian pitkä'],
    ['brandName', '', 'Pakollinen tieto'],
    ['serviceHoursEn', ' ', 'Pakollinen tieto'],
    ['messagingUrl', 'http://wa.me/358407654321', 'Anna kelvollinen verkko-osoite'],
    ['messagingUrl', 'javascript:alert(1)', 'Anna kelvollinen verkko-osoite'],
    ['insuranceEuros', -1, 'Arvo ei voi olla negatiivinen'],
    ['insuranceEuros', 1000.5, 'Arvon tulee olla kokonaisluku'],
    ['insuranceEuros', '500000', 'Arvon tulee olla numero'],
  ])('refuses a bad %s with 400 naming it, and changes nothing', async (field, value, text) => {
    const res = await put({ ...changed, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toContain(text);
    expect((await get()).json()).toEqual(defaultShopInfo);
  });

  it('keeps the identity fields a body of the older contract leaves out (decision 076)', async () => {
    expect((await put(changed)).statusCode).toBe(200);
    const { brandName, serviceHoursFi, serviceHoursEn, messagingUrl, insuranceEuros, ...older } = {
      ...changed,
      city: 'Espoo',
    };
    const saved = await put(older);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...changed, city: 'Espoo' });
    expect([brandName, serviceHoursFi, serviceHoursEn, messagingUrl, insuranceEuros]).toEqual([
      'Kirkas Lasi',
      'ma–pe 7–17',
      'Mon–Fri 7–17',
      'https://wa.me/358407654321',
      1_000_000,
    ]);
    // No link and no insurance claim are choices too.
    const none = await put({ ...changed, messagingUrl: '', insuranceEuros: null });
    expect(none.json()).toMatchObject({ messagingUrl: '', insuranceEuros: null });
  });

  describe('Swedish terms and service hours (issue 26 point 3, decision 078)', () => {
    it('answers the default Swedish terms on a fresh install', async () => {
      const info = (await get()).json<ShopInfo>();
      expect(info.termsSv).toContain('5 vardagar');
      expect(info.termsSv).toContain('ångerfristen på 14 dagar');
      expect(info.serviceHoursSv).toBe('vardagar 8–16');
    });

    it('saves empty Swedish texts (the Finnish stand in) and keeps them when left out', async () => {
      const empty = await put({ ...changed, termsSv: '  ', serviceHoursSv: '' });
      expect(empty.statusCode, empty.body).toBe(200);
      expect(empty.json()).toMatchObject({ termsSv: '', serviceHoursSv: '' });
      expect((await put(changed)).statusCode).toBe(200);
      const { termsSv: _terms, serviceHoursSv: _hours, ...older } = { ...changed, city: 'Espoo' };
      const saved = await put(older);
      expect(saved.json()).toEqual({ ...changed, city: 'Espoo' });
    });

    it('refuses Swedish terms over the length of the others', async () => {
      const res = await put({ ...changed, termsSv: 'x'.repeat(20_001) });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.termsSv).toContain(
        'Teksti on liian pitkä',
      );
    });

    it('gives information saved before Swedish the default Swedish only beside the default Finnish', async () => {
      const { termsSv: _terms, serviceHoursSv: _hours, ...own } = changed;
      await t.database.db.insert(shopSettings).values({ key: 'shop_info', value: own });
      await notifyPublicAnswersAndHear(t);
      expect((await get()).json()).toEqual({ ...own, termsSv: '', serviceHoursSv: '' });

      const defaults = {
        ...own,
        termsFi: defaultShopInfo.termsFi,
        serviceHoursFi: defaultShopInfo.serviceHoursFi,
      };
      await t.database.db.update(shopSettings).set({ value: defaults });
      await notifyPublicAnswersAndHear(t);
      expect((await get()).json()).toMatchObject({
        termsSv: defaultShopInfo.termsSv,
        serviceHoursSv: 'vardagar 8–16',
      });
    });
  });

  it('names the field in English for an English request', async () => {
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: { ...changed, businessId: '1234567-8' },
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: Record<string, string> }).fields.businessId).toMatch(
      /business ID/i,
    );
  });

  it('refuses an unknown field and a write without a session', async () => {
    expect((await put({ ...changed, extra: 1 })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: changed,
      headers: { origin: t.config.publicUrl },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get()).json()).toEqual(defaultShopInfo);
  });

  it('a production start warns while the seller is the demo company, naming what to set (decision 074)', async () => {
    const warnings: { fields: string[]; message: string }[] = [];
    const log = {
      warn: (fields: { fields: string[] }, message: string) =>
        void warnings.push({ ...fields, message }),
    } as unknown as Parameters<typeof warnWhenSellingAsTheDemo>[1];
    const shopInfo = { get: async () => (await get()).json<ShopInfo>() };

    await expect(warnWhenSellingAsTheDemo(shopInfo, log)).resolves.toBe(true);
    expect(warnings[0]!.fields).toEqual([
      'sellerName',
      'businessId',
      'streetAddress',
      'phone',
      'email',
    ]);
    expect(warnings[0]!.message).toContain('Myyjän tiedot ja ehdot');

    // Only the e-mail still the demo's: that one is named.
    expect((await put({ ...changed, email: defaultShopInfo.email })).statusCode).toBe(200);
    await expect(warnWhenSellingAsTheDemo(shopInfo, log)).resolves.toBe(true);
    expect(warnings[1]!.fields).toEqual(['email']);

    // The company's own, in the demo's city and postal code: no warning.
    const own = { ...changed, postalCode: defaultShopInfo.postalCode, city: defaultShopInfo.city };
    expect((await put(own)).statusCode).toBe(200);
    await expect(warnWhenSellingAsTheDemo(shopInfo, log)).resolves.toBe(false);
    expect(warnings).toHaveLength(2);
  });
});
