/**
 * A shopping centre's package is ordered for a month, not a day (issue 15, point 6): its
 * confirmation says the starting month in words, in both languages, and names no time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { counterOf, mallOrderBody } from '#server/test-support/checkout.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { formatMonth, formatMonthFrom } from './order-mail';

describe('the mall order confirmation mail', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let displayId: number;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    displayId = findDisplayWindow(await counterOf(t.app))!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function mailOf(language: 'fi' | 'en', month: string) {
    const payload = { ...mallOrderBody(displayId), language, mall_starting_month: month };
    const res = await t.app.inject({ method: 'POST', url: '/api/mallorder', payload });
    expect(res.statusCode).toBe(201);
    const before = smtp.received.length;
    expect(await t.app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    return await parseMail(smtp.received[before]!.raw);
  }

  it.each([
    [
      'fi',
      '2026-12',
      'ikkunanpesu joulukuusta 2026 alkaen',
      'joulukuu 2026',
      /klo|\d{1,2}:\d{2}|2026-12/,
    ],
    [
      'en',
      '2027-03',
      'window cleaning from March 2027',
      'March 2027',
      /starting at|\d{1,2}:\d{2}|2027-03/,
    ],
  ] as const)(
    'in %s names the month %s in words, in the right case, and no time',
    async (lang, month, subjectWords, rowWords, bad) => {
      const mail = await mailOf(lang, month);
      expect(mail.subject).toContain(subjectWords);
      expect(mail.subject).not.toMatch(
        /alkaen (tammi|helmi|maalis|huhti|touko|kesä|heinä|elo|syys|loka|marras|joulu)kuu\b/,
      );
      const row =
        lang === 'fi' ? `Aloituskuukausi: ${rowWords}\n` : `Starting month: ${rowWords}\n`;
      expect(mail.text).toContain(row);
      expect(mail.html).toContain(rowWords);
      expect(mail.subject).not.toMatch(bad);
      expect(mail.text).not.toMatch(bad);
    },
  );

  // The body's set is 'basic' with 12 display windows: 120 € + 2 x 12 € per wash without VAT.
  it.each([
    [
      'fi',
      'Pesupaketti: Perus',
      'Hinta / pesu: 144,00 € (alv 0 %), verollinen 180,72 € (alv 25,5 %)',
      'Pesupaketti Perus (1–10 näyteikkunaa): 150,60 €',
      'Lisänäyteikkunat (yli 10) 2 × 15,06 €: 30,12 €',
      'Hinnat ovat pesukertaa kohden; rivit ja yhteensä sisältävät arvonlisäveron 25,5 %.',
    ],
    [
      'en',
      'Cleaning set: Basic',
      'Price / wash: €144.00 (VAT 0%), with VAT €180.72 (VAT 25.5%)',
      'Basic set (1–10 display windows): €150.60',
      'Extra display windows (beyond 10) 2 × €15.06: €30.12',
      'Prices are per wash; the lines and the total include 25.5% VAT.',
    ],
  ] as const)(
    'in %s names the set as the pages do and states the price per wash without and with VAT',
    async (lang, set, perWash, setLine, extraLine, note) => {
      const mail = await mailOf(lang, lang === 'fi' ? '2027-01' : '2027-02');
      for (const words of [set, perWash, setLine, extraLine, note]) {
        expect(mail.text).toContain(`${words}\n`);
      }
      expect(mail.html).toContain(note);
      expect(mail.text).not.toMatch(/kiilto|Kauppakeskuspaketti|Mall package/i);
      expect(mail.text).not.toContain(lang === 'fi' ? 'Hinnat sisältävät' : 'Prices include');
    },
  );

  it.each([
    ['2026-01', 'fi', 'tammikuu 2026'],
    ['2026-12', 'en', 'December 2026'],
    ['2027-06', 'fi', 'kesäkuu 2027'],
    ['2026-13', 'fi', '2026-13'],
  ] as const)('formatMonth(%s, %s) is %s', (month, lang, words) => {
    expect(formatMonth(month, lang)).toBe(words);
  });

  it.each([
    ['2027-01', 'fi', 'tammikuusta 2027'],
    ['2027-02', 'fi', 'helmikuusta 2027'],
    ['2027-03', 'fi', 'maaliskuusta 2027'],
    ['2027-04', 'fi', 'huhtikuusta 2027'],
    ['2027-05', 'fi', 'toukokuusta 2027'],
    ['2027-06', 'fi', 'kesäkuusta 2027'],
    ['2027-07', 'fi', 'heinäkuusta 2027'],
    ['2027-08', 'fi', 'elokuusta 2027'],
    ['2027-09', 'fi', 'syyskuusta 2027'],
    ['2027-10', 'fi', 'lokakuusta 2027'],
    ['2027-11', 'fi', 'marraskuusta 2027'],
    ['2026-12', 'fi', 'joulukuusta 2026'],
    ['2027-01', 'en', 'January 2027'],
    ['2026-13', 'fi', '2026-13'],
  ] as const)('formatMonthFrom(%s, %s) is %s', (month, lang, words) => {
    expect(formatMonthFrom(month, lang)).toBe(words);
  });
});
