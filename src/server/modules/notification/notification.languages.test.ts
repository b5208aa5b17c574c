import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  createNotification,
  notificationForm as valid,
  saveNotification,
} from '#server/test-support/notifications.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

/**
 * A notification has an optional English (issue 28 point 6, decision 071) and Swedish (issue
 * 26 point 3, decision 078) message and popup text; GET notification answers in the
 * visitor's language (`?lang=`, else Accept-Language), each missing text in Finnish (never a
 * Swedish visitor's in English), `language` naming the message's.
 */
const now = '2026-11-23T08:00:00.000Z';

type Shown = { id: number; message: string; extra_info: string | null; language: string };

describe('notifications in English and Swedish', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, seedDemo: false }));
  });
  afterAll(() => t.close());

  const banners = async (headers: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notification${query}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('accept-encoding, accept-language');
    return { body: res.json() as Shown[], etag: res.headers.etag };
  };
  const byId = (list: Shown[], id: number) => list.find((n) => n.id === id);

  it('keeps the English texts, sanitised, and answers each language its own', async () => {
    const both = await createNotification(admin, {
      ...valid,
      message_en: '  Maintenance break on Tuesday  ',
      extra_info_en: '<p onclick="x()">More <a href="https://example.fi/break">here</a></p>',
    });
    const read = await admin.inject({ method: 'GET', url: `/api/notification/${both}` });
    expect(read.json()).toMatchObject({
      message: 'Huoltokatko tiistaina',
      message_en: 'Maintenance break on Tuesday',
      extra_info_en:
        '<p>More <a href="https://example.fi/break" target="_blank" rel="noopener noreferrer">here</a></p>',
    });

    const english = await banners({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(byId(english.body, both)).toMatchObject({
      message: 'Maintenance break on Tuesday',
      extra_info: expect.stringContaining('More <a'),
      language: 'en',
    });
    const finnish = await banners({ 'accept-language': 'fi' });
    expect(byId(finnish.body, both)).toMatchObject({
      message: 'Huoltokatko tiistaina',
      extra_info: expect.stringContaining('Lisätietoja'),
      language: 'fi',
    });
    // `?lang=` before the header, as the site's own pages ask.
    const asked = await banners({ 'accept-language': 'fi' }, '?lang=en');
    expect(byId(asked.body, both)?.language).toBe('en');
    // Two answers, two ETags: a cache never gives one language's to the other.
    expect(english.etag).not.toBe(finnish.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/notification',
      headers: { 'accept-language': 'en', 'if-none-match': english.etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('falls back to the Finnish text for each English one missing', async () => {
    const finnishOnly = await createNotification(admin, { ...valid, message: 'Vain suomeksi' });
    const messageOnly = await createNotification(admin, {
      ...valid,
      message: 'Viesti',
      message_en: 'Message',
      extra_info_en: '   ',
    });
    const { body } = await banners({ 'accept-language': 'en' });
    expect(byId(body, finnishOnly)).toMatchObject({
      message: 'Vain suomeksi',
      extra_info: expect.stringContaining('Lisätietoja'),
      language: 'fi',
    });
    expect(byId(body, messageOnly)).toMatchObject({
      message: 'Message',
      extra_info: expect.stringContaining('Lisätietoja'),
      language: 'en',
    });
  });

  it('an edit changes what English visitors see at once; emptied, the Finnish shows', async () => {
    const id = await createNotification(admin, { ...valid, message_en: 'First' });
    expect(byId((await banners({ 'accept-language': 'en' })).body, id)?.message).toBe('First');
    const changed = await saveNotification(admin, id, { ...valid, message_en: 'Second' });
    expect(changed.statusCode).toBe(200);
    expect(byId((await banners({ 'accept-language': 'en' })).body, id)?.message).toBe('Second');
    await saveNotification(admin, id, { ...valid, message_en: '' });
    const shown = byId((await banners({ 'accept-language': 'en' })).body, id);
    expect(shown).toMatchObject({ message: 'Huoltokatko tiistaina', language: 'fi' });
  });

  it('a form without the English fields is still valid (the contract only grows)', async () => {
    const res = await saveNotification(admin, null, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message_en: null, extra_info_en: null });
  });

  it('refuses a too long English message, naming the field in the user’s language', async () => {
    for (const [lang, text] of [
      ['fi', /merkkiä|pitkä/i],
      ['en', /long|characters/i],
    ] as const) {
      const before = await admin.inject({ method: 'GET', url: '/api/notification/list' });
      const res = await saveNotification(
        admin,
        null,
        { ...valid, message_en: 'x'.repeat(501) },
        lang,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.message_en).toMatch(text);
      const after = await admin.inject({ method: 'GET', url: '/api/notification/list' });
      expect(after.json()).toEqual(before.json());
    }
  });

  it('keeps the Swedish texts, sanitised, and answers Swedish visitors with them', async () => {
    const id = await createNotification(admin, {
      ...valid,
      message_en: 'Maintenance break on Tuesday',
      message_sv: '  Serviceavbrott på tisdag  ',
      extra_info_sv: '<p onclick="x()">Mer <a href="https://example.fi/avbrott">här</a></p>',
    });
    const read = await admin.inject({ method: 'GET', url: `/api/notification/${id}` });
    expect(read.json()).toMatchObject({
      message_sv: 'Serviceavbrott på tisdag',
      extra_info_sv:
        '<p>Mer <a href="https://example.fi/avbrott" target="_blank" rel="noopener noreferrer">här</a></p>',
    });

    const swedish = await banners({ 'accept-language': 'sv-FI,sv;q=0.9' });
    expect(byId(swedish.body, id)).toMatchObject({
      message: 'Serviceavbrott på tisdag',
      extra_info: expect.stringContaining('Mer <a'),
      language: 'sv',
    });
    const asked = await banners({ 'accept-language': 'fi' }, '?lang=sv');
    expect(byId(asked.body, id)?.language).toBe('sv');
    const english = await banners({ 'accept-language': 'en' });
    expect(byId(english.body, id)?.message).toBe('Maintenance break on Tuesday');
    // One answer per language: a cache never gives the Swedish one to another.
    expect(new Set([swedish.etag, english.etag, (await banners({})).etag]).size).toBe(3);
  });

  it('falls back to the Finnish text for each Swedish one missing, even with an English one', async () => {
    const englishOnly = await createNotification(admin, {
      ...valid,
      message: 'Vain suomeksi ja englanniksi',
      message_en: 'Finnish and English only',
      extra_info_en: '<p>English popup</p>',
    });
    const messageOnly = await createNotification(admin, {
      ...valid,
      message: 'Viesti',
      message_sv: 'Meddelande',
      extra_info_sv: '   ',
    });
    const { body } = await banners({ 'accept-language': 'sv' });
    expect(byId(body, englishOnly)).toMatchObject({
      message: 'Vain suomeksi ja englanniksi',
      extra_info: expect.stringContaining('Lisätietoja'),
      language: 'fi',
    });
    expect(byId(body, messageOnly)).toMatchObject({
      message: 'Meddelande',
      extra_info: expect.stringContaining('Lisätietoja'),
      language: 'sv',
    });
  });

  it('an emptied Swedish message shows the Finnish at once; an old form leaves them null', async () => {
    const id = await createNotification(admin, { ...valid, message_sv: 'Först' });
    expect(byId((await banners({ 'accept-language': 'sv' })).body, id)?.message).toBe('Först');
    await saveNotification(admin, id, { ...valid, message_sv: '' });
    const shown = byId((await banners({ 'accept-language': 'sv' })).body, id);
    expect(shown).toMatchObject({ message: 'Huoltokatko tiistaina', language: 'fi' });
    const old = await saveNotification(admin, null, valid);
    expect(old.json()).toMatchObject({ message_sv: null, extra_info_sv: null });
  });

  it('refuses a too long Swedish message, naming the field', async () => {
    const res = await saveNotification(admin, null, { ...valid, message_sv: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.message_sv).toMatch(/pitkä/i);
  });
});
