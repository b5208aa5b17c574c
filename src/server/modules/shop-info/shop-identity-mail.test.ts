import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import { orderPayload } from '#server/test-support/checkout.ts';
import { logoPng, saveLogo } from '#server/test-support/shop-logo.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#server/test-support/smtp.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { defaultShopInfo } from './shop-info-defaults';

/**
 * Decision 077: every mail comes from the company's brand at the MAIL_FROM address the mail
 * server sends for, a reply goes to the company's own e-mail, and an uploaded logo heads the
 * HTML body at its absolute address.
 */
const publicUrl = 'https://ikkunat.example.fi';
const bill = { paymentType: 'BILL', invoice_channel: 'email', early_start: true };
/** A name that needs quoting in a header, and non-ASCII that needs encoding. */
const brandName = 'Kirkas "Lasi" & Ikkunat, Mäntsälä';

describe('mails in the company’s name', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ t, session: admin } = await createAdminTestApp({
      now: '2026-11-26T10:00:00+02:00',
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: publicUrl,
        MAIL_FROM: 'Verkkokauppa <noreply@posti.example>',
      },
    }));
    const res = await admin.inject({
      method: 'PUT',
      url: '/api/settings/shop-info',
      payload: { ...defaultShopInfo, brandName, email: 'asiakaspalvelu@kirkas.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function orderAndReadMail(dateIndex: number) {
    await t.app.outbox.drain();
    smtp.received.length = 0;
    const { body } = await orderPayload(t.app, { dateIndex, address: bill });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.outbox.drain();
    expect(smtp.received).toHaveLength(1);
    return smtp.received[0]!.raw;
  }

  it('is from the brand at MAIL_FROM’s address, answered to the company, without a logo', async () => {
    const raw = await orderAndReadMail(1);
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: brandName, address: 'noreply@posti.example' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'asiakaspalvelu@kirkas.example' }]);
    expect(raw).not.toContain('Verkkokauppa');
    // Nothing uploaded: the product's own mark is not the company's, so no image.
    expect((await parseMail(raw)).html).not.toContain('<img');
  });

  it('heads the HTML with the uploaded logo at its absolute address, the brand as its text', async () => {
    const logo = await saveLogo(admin, await logoPng(900, 300));
    const { html } = await parseMail(await orderAndReadMail(2));
    const src = `${publicUrl}/api/shop-info/logo.png?v=${logo.version}`;
    expect(html).toContain(
      `<img src="${src}" alt="Kirkas &#34;Lasi&#34; &#38; Ikkunat, Mäntsälä" width="144" height="48"`,
    );
    // First in the body, before the greeting.
    expect(html).toMatch(/<body[^>]*>\s*<p><img /);
    const image = await t.app.inject({ method: 'GET', url: src.slice(publicUrl.length) });
    expect(image.headers['content-type']).toBe('image/png');
  });
});
