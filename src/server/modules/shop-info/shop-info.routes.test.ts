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
import { defaultShopInfo } from './shop-info-defaults';

const changed: ShopInfo = {
  sellerName: 'Kirkas Lasi Oy',
  businessId: '1572860-0',
  streetAddress: 'Testitie 5 B',
  postalCode: '33100',
  city: 'Tampere',
  phone: '+358 40 765 4321',
  email: 'myynti@kirkas.example',
  termsFi: 'Ensimmäinen ehto.\n\nToinen ehto.',
  termsEn: 'First term.\n\nSecond term.',
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
  ])('refuses a bad %s with 400 naming it, and changes nothing', async (field, value, text) => {
    const res = await put({ ...changed, [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toContain(text);
    expect((await get()).json()).toEqual(defaultShopInfo);
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
});
