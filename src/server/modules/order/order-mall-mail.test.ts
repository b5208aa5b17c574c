/**
 * A shopping centre's package is ordered for a month, not a day (issue 15, point 6): its
 * confirmation says the starting month in words, in both languages, and names no time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { counterOf, mallOrderBody } from '#server/test-support/checkout.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { formatMonth } from './order-mail';

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
    return parseMail(smtp.received[before]!.raw);
  }

  it.each([
    ['fi', '2026-12', 'alkaen joulukuu 2026', /klo|\d{1,2}:\d{2}|2026-12/],
    ['en', '2027-03', 'from March 2027', /starting at|\d{1,2}:\d{2}|2027-03/],
  ] as const)('in %s names the month %s in words and no time', async (lang, month, words, bad) => {
    const mail = await mailOf(lang, month);
    expect(mail.subject).toContain(words);
    expect(mail.text).toContain(words);
    expect(mail.html).toContain(words);
    expect(mail.subject).not.toMatch(bad);
    expect(mail.text).not.toMatch(bad);
  });

  it.each([
    ['2026-01', 'fi', 'tammikuu 2026'],
    ['2026-12', 'en', 'December 2026'],
    ['2027-06', 'fi', 'kesäkuu 2027'],
    ['2026-13', 'fi', '2026-13'],
  ] as const)('formatMonth(%s, %s) is %s', (month, lang, words) => {
    expect(formatMonth(month, lang)).toBe(words);
  });
});
