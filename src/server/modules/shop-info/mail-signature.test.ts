import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { defaultShopInfo } from './shop-info-defaults';

/**
 * Issue 28 point 6 (decision 071): every mail is signed with the seller's name from the
 * settings, in the order's language ("Business ID" in English), its links at the order's
 * language's addresses, and the order page's calendar file named in that language.
 */
const publicUrl = 'https://ikkunat.example.fi';
const bill = { paymentType: 'BILL', invoice_channel: 'email', early_start: true };

describe('mails signed by the seller, in the order’s language', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, session: admin } = await createAdminTestApp({
      now: '2026-11-26T10:00:00+02:00',
      env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl },
    }));
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: {
        ...defaultShopInfo,
        sellerName: 'Kirkas Lasi Oy',
        phone: '040 765 4321',
        serviceHoursFi: 'ma–pe 7–17',
        serviceHoursEn: 'Mon–Fri 7–17',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function orderAndReadMail(language: 'fi' | 'en', dateIndex: number) {
    await t.app.outbox.drain();
    smtp.received.length = 0;
    const { body } = await orderPayload(t.app, { dateIndex, address: bill, extra: { language } });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.outbox.drain();
    expect(smtp.received).toHaveLength(1);
    return parseMail(smtp.received[0]!.raw);
  }

  it.each([
    ['en', 1, 'Kind regards', 'Business ID', '/en/order/', '/en/terms', 'window-cleaning.ics'],
    ['fi', 2, 'Ystävällisin terveisin', 'Y-tunnus', '/tilaus/', '/ehdot', 'ikkunanpesu.ics'],
  ] as const)(
    'in %s: the closing, the seller’s name, its facts and the addresses in that language',
    async (language, dateIndex, closing, businessId, orderPath, termsPath, calendarFile) => {
      const mail = await orderAndReadMail(language, dateIndex);
      const text = mail.text.replace(/\r\n/g, '\n');
      // How to reach customer service: the saved phone and hours (decision 076), then the closing.
      const questions =
        language === 'en'
          ? 'Questions? Call our customer service on 040 765 4321 (Mon–Fri 7–17) or reply to this message.'
          : 'Kysyttävää? Soita asiakaspalveluun 040 765 4321 (ma–pe 7–17) tai vastaa tähän viestiin.';
      expect(text).toContain(
        `\n${questions}\n\n${closing}\nKirkas Lasi Oy\n\n-- \nKirkas Lasi Oy, ${businessId} ${defaultShopInfo.businessId}\n`,
      );
      expect(text).not.toContain('010 123 4567');
      expect(mail.html).toContain(`<p>${questions}</p>`);
      expect(mail.html).toContain(`<p>${closing}<br>Kirkas Lasi Oy</p>`);
      expect(text).not.toMatch(/Window cleaning$|^Ikkunanpesu$|VAT number/m);
      expect(text).toContain(`${publicUrl}${termsPath}`);
      const token = new RegExp(`${publicUrl}${orderPath}([\\w-]{43})`).exec(text)?.[1];
      expect(token, text).toBeDefined();

      // The order page's calendar file: named in the order's language, like the mail's.
      expect(mail.attachments.find((a) => a.disposition === 'attachment')?.filename).toBe(
        calendarFile,
      );
      const file = await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${calendarFile}"`);
    },
  );
});
